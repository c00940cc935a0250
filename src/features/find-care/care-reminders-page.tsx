import { Trans, useLingui } from '@lingui/react/macro';

import { useGetCareReminders } from '../../../generated/gateway/care/care';
import type { CareReminder } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { formatDate } from '../../shared/lib/format';
import { Loaded } from '../../shared/ui/area-frame/loaded';

import { FindCareFrame } from './find-care-frame';

import '../../shared/ui/card/card.css';
import '../../shared/ui/card-grid/card-grid.css';

/**
 * /find-care/care-reminders: the preventive care each family member is due for, overdue for or has done, with its
 * due date, from GET /care-reminders. Its failures follow the global rule (product section 8).
 */
export function CareRemindersPage() {
  const { t } = useLingui();
  return (
    <FindCareFrame title={t`Care reminders`} piece="find-care.care-reminders" back={{ to: routePaths.findCare, label: t`Find care` }}>
      {() => <CareReminders />}
    </FindCareFrame>
  );
}

function CareReminders() {
  const { t } = useLingui();
  const reminders = useGetCareReminders();
  return (
    <Loaded
      queries={[reminders]}
      loading={t`Loading your care reminders`}
      isEmpty={(list) => list.length === 0}
      empty={t`There are no care reminders for your family right now.`}
    >
      {(list) => <FamilyReminders reminders={list} />}
    </Loaded>
  );
}

/** The reminders grouped by family member (by member key), in the order the gateway lists them. */
function byMember(reminders: readonly CareReminder[]): CareReminder[][] {
  const members = new Map<string, CareReminder[]>();
  for (const reminder of reminders) members.set(reminder.memberKey, [...(members.get(reminder.memberKey) ?? []), reminder]);
  return [...members.values()];
}

function FamilyReminders({ reminders }: { reminders: readonly CareReminder[] }) {
  const { t } = useLingui();
  return byMember(reminders).map((own) => (
    <section key={own[0]!.memberKey}>
      <h2>{own[0]!.memberName || t`Family member`}</h2>
      <ul className="card-grid">
        {own.map((reminder) => (
          <li key={reminder.reminderId} className="card">
            <h3>{reminder.title || t`Care reminder`}</h3>
            {reminder.description && <p>{reminder.description}</p>}
            <p>
              <DueText reminder={reminder} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  ));
}

function DueText({ reminder }: { reminder: CareReminder }) {
  const date = formatDate(reminder.dueDate);
  if (reminder.status === 'COMPLETED') return date ? <Trans>Done. It was due {date}.</Trans> : <Trans>Done.</Trans>;
  if (!date) return <Trans>No due date.</Trans>;
  if (reminder.status === 'OVERDUE') return <Trans>Overdue: it was due {date}.</Trans>;
  return <Trans>Due {date}.</Trans>;
}
