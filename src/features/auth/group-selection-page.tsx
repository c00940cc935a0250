import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';

import { useSelectGroup } from '../../../generated/gateway/auth/auth';
import { useGetGroups } from '../../../generated/gateway/groups/groups';
import type { Group } from '../../../generated/model';
import { useBrand } from '../../config/use-brand';
import { groupCardLabel, isOpenEnded } from '../../domain';

import { AuthActions, AuthPage } from './auth-page';
import { FieldError } from '../../shared/ui/form-field/form-field';
import { useLoginStep } from './use-login-step';

import './group-selection.css';

/** The page title and the inactive plan banner of product section 2, word for word in English. */
export const GROUP_SELECTION_TITLE = msg`Access your Member Dashboard: Select plan`;
export const INACTIVE_PLAN_TEXT = msg`Inactive plan`;
/** Shown when 'Log in to account' is pressed before a plan is chosen. */
export const CHOOSE_PLAN_MESSAGE = msg`Select a plan to continue.`;

/** The card text; an open-ended plan (no end, or an end year above 2100) shows no end date. */
function cardLabel(group: Group): string {
  return groupCardLabel({
    ...group,
    planTerminationDate: isOpenEnded(group.planTerminationDate) ? null : group.planTerminationDate,
  });
}

/**
 * Group selection (product section 2, temporary token): one card per group the member belongs to, reading
 * 'groupId groupName: effective - termination', with an 'Inactive plan' banner on inactive plans. 'Log in to
 * account' binds the login to the chosen group (POST /group-selection with the brand's domain id) and continues
 * post-login routing with the token it returns. A failure stops the spinner; the global rule shows the error page.
 */
export function GroupSelectionPage() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const groups = useGetGroups();
  const selectGroup = useSelectGroup();
  const { busy, run } = useLoginStep();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const firstOption = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const errorId = useId();

  const list = groups.data ?? [];
  const selected = chosen ?? (list.length === 1 ? list[0]!.groupId : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setMissing(true);
      firstOption.current?.focus();
      return;
    }
    await run(async () => {
      const response = await selectGroup.mutateAsync({ data: { groupId: selected, domain: brand.domainId } });
      return { token: response.token, redirect: response.redirect ?? null };
    });
  };

  return (
    <AuthPage
      title={i18n._(GROUP_SELECTION_TITLE)}
      width="wide"
      busy={groups.isPending || busy}
      busyLabel={busy ? t`Logging in` : t`Loading your plans`}
      intro={<p>{t`You have coverage through more than one plan. Choose the plan you want to see in your Member Dashboard.`}</p>}
    >
      {groups.data && (
        <form className="group-selection" noValidate onSubmit={(event) => void onSubmit(event)}>
          <fieldset
            className="group-selection__fieldset"
            aria-labelledby={legendId}
            aria-describedby={missing ? errorId : undefined}
          >
            <legend id={legendId} className="group-selection__legend">
              {t`Your plans`}
            </legend>
            {missing && (
              <FieldError id={errorId} role="alert">
                {i18n._(CHOOSE_PLAN_MESSAGE)}
              </FieldError>
            )}
            <ul className="group-selection__list">
              {list.map((group, index) => {
                const bannerId = `${legendId}-inactive-${group.groupId}`;
                return (
                  <li
                    key={group.groupId}
                    className={`group-selection__option${selected === group.groupId ? ' group-selection__option--selected' : ''}`}
                  >
                    {group.inactive && (
                      <p id={bannerId} className="group-selection__inactive">
                        <span aria-hidden="true" className="group-selection__inactive-icon">
                          !
                        </span>
                        {i18n._(INACTIVE_PLAN_TEXT)}
                      </p>
                    )}
                    <label className="group-selection__choice">
                      <input
                        ref={index === 0 ? firstOption : undefined}
                        type="radio"
                        name="groupId"
                        value={group.groupId}
                        className="group-selection__radio"
                        checked={selected === group.groupId}
                        aria-describedby={group.inactive ? bannerId : undefined}
                        onChange={() => {
                          setChosen(group.groupId);
                          setMissing(false);
                        }}
                      />
                      <span className="group-selection__label">{cardLabel(group)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <AuthActions submitLabel={t`Log in to account`} busy={busy} />
        </form>
      )}
    </AuthPage>
  );
}
