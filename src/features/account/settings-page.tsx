import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';

import { useGetPreferences } from '../../../generated/gateway/account/account';
import { useGetMedicareMaterialsEligibility } from '../../../generated/gateway/medicare/medicare';
import type { Preferences } from '../../../generated/model';
import { routePaths } from '../../config/route-paths';
import { emailSchema, useSchemaForm } from '../../shared/lib/validation';
import { AlertBanner, EditCard } from '../../shared/ui';
import { failedAs, Loaded } from '../../shared/ui/area-frame/loaded';
import { CheckboxField, EmailField, trimmedValue } from '../../shared/ui/form-field/form-field';

import { AccountCard, AccountFrame } from './account-frame';
import {
  emailChange,
  type PreferenceField,
  preferenceChanges,
  preferenceValues,
  type PreferenceValues,
  visiblePreferenceFields,
} from '../../domain/account/preferences';
import { SecurityQuestionsCard } from './security-questions-card';
import type { AccountArea } from './use-account-area';
import { useSavePreferences } from './use-save-preferences';

/**
 * /account/settings: the e-mail address on file and the communication preferences, each edited in an EditCard and
 * saved with only what changed; a link to change the password; the security questions. Members who may not manage
 * settings (dependents over 18, and every dependent on brands that say so) get a message instead of the form.
 */
export function SettingsPage() {
  const { t } = useLingui();
  return (
    <AccountFrame title={t`Settings`} piece="account.settings" pageId="settings">
      {(area) => (area.settingsAllowed ? <SettingsContent area={area} /> : <ManagedBySubscriber />)}
    </AccountFrame>
  );
}

/** What a member who may not manage settings sees at /account/settings. */
function ManagedBySubscriber() {
  const { t } = useLingui();
  return (
    <>
      <AlertBanner
        type="info"
        title={t`The subscriber manages settings for your plan`}
        content={t`Communication preferences and the email address on file are managed by the subscriber on your plan. To change them, ask the subscriber or contact customer service.`}
        links={[{ label: t`Contact customer service`, target: routePaths.customerService }]}
      />
      <AccountCard title={t`Your password`}>
        <p className="account__text">
          <Trans>You can still change the password you use to log in.</Trans>
        </p>
        <Link to={routePaths.changePassword}>
          <Trans>Change password</Trans>
        </Link>
      </AccountCard>
    </>
  );
}

function SettingsContent({ area }: { area: AccountArea }) {
  const { t } = useLingui();
  const preferences = useGetPreferences();
  // A failed answer counts as not eligible, so the Medicare switch is not offered; a 403 is left in place (product
  // section 8), any other failure follows the global rule, as every read of the operation declares.
  const medicare = useGetMedicareMaterialsEligibility({ query: { meta: { failure: { inPlace: [403] } } } });

  return (
    <Loaded queries={[preferences, failedAs(medicare, false)]} loading={t`Loading your settings`}>
      {(saved, medicareEligible) => <Settings area={area} preferences={saved} medicareEligible={medicareEligible} />}
    </Loaded>
  );
}

function Settings({ area, preferences, medicareEligible }: { area: AccountArea; preferences: Preferences; medicareEligible: boolean }) {
  const { t } = useLingui();
  const fields = visiblePreferenceFields({
    isSubscriber: area.state.isSubscriber,
    medicareEligible,
    ebillAvailable: area.ebillAvailable,
  });
  const communication = fields.filter((field) => field.group === 'communication');
  const billing = fields.filter((field) => field.group === 'ebill');

  return (
    <>
      <EmailCard saved={preferences} />
      <PreferencesCard
        title={t`Communication preferences`}
        intro={t`Choose how we send you information about your plan.`}
        fields={communication}
        saved={preferences}
      />
      {billing.length > 0 && (
        <PreferencesCard
          title={t`eBill notifications`}
          intro={t`Choose the billing e-mails you get and how you receive statements.`}
          fields={billing}
          saved={preferences}
        />
      )}
      <AccountCard title={t`Password`}>
        <p className="account__text">
          <Trans>Change the password you use to log in to your Member Dashboard.</Trans>
        </p>
        <Link to={routePaths.changePassword}>
          <Trans>Change password</Trans>
        </Link>
      </AccountCard>
      <SecurityQuestionsCard />
    </>
  );
}

/** The e-mail rule, with its messages in the language shown when it checks (build it while rendering). */
function emailFormSchema(label: string) {
  return z.object({ emailAddress: emailSchema(label) });
}

/** The e-mail address on file: display, or edit with the e-mail rule; only a changed address is sent. */
function EmailCard({ saved }: { saved: Preferences }) {
  const { t } = useLingui();
  const save = useSavePreferences();
  const current = saved.emailAddress?.trim() ?? '';
  const defaults = useMemo(() => ({ emailAddress: current }), [current]);
  const form = useSchemaForm(emailFormSchema(t`Email address`), { values: defaults });
  const { errors } = form.formState;

  const submit = async () => {
    let done = false;
    await form.handleSubmit(async ({ emailAddress }) => {
      done = await save(emailChange(current, emailAddress));
    })();
    return done;
  };

  return (
    <EditCard
      title={t`Email address`}
      onSave={submit}
      onCancel={() => form.reset(defaults)}
      edit={
        <EmailField
          label={t`Email address`}
          hint={t`We send plan notices, EOB and bill notifications, and password resets to this address.`}
          registration={form.register('emailAddress', trimmedValue)}
          error={errors.emailAddress?.message}
        />
      }
    >
      {current ? (
        <p className="account__text account__email">{current}</p>
      ) : (
        <p className="account__text">
          <Trans>No email address on file. Add one so we can reach you about your plan.</Trans>
        </p>
      )}
    </EditCard>
  );
}

/** A group of preferences as On/Off in the display view and checkboxes in the edit view; only changed flags are sent. */
function PreferencesCard({
  title,
  intro,
  fields,
  saved,
}: {
  title: string;
  intro: string;
  fields: readonly PreferenceField[];
  saved: Preferences;
}) {
  const { t, i18n } = useLingui();
  const save = useSavePreferences();
  const defaults = useMemo(() => preferenceValues(saved), [saved]);
  const form = useForm<PreferenceValues>({ values: defaults });

  const submit = async () => {
    let done = false;
    await form.handleSubmit(async (values) => {
      done = await save(preferenceChanges(saved, values, fields));
    })();
    return done;
  };

  return (
    <EditCard
      title={title}
      onSave={submit}
      onCancel={() => form.reset(defaults)}
      edit={
        <fieldset className="account-choices">
          <legend className="account-choices__legend">{intro}</legend>
          {fields.map((field) => (
            <CheckboxField
              key={field.flag}
              label={i18n._(field.label)}
              hint={i18n._(field.description)}
              registration={form.register(field.flag)}
            />
          ))}
        </fieldset>
      }
    >
      <p className="account__text account__muted">{intro}</p>
      <ul className="account-flags">
        {fields.map((field) => {
          const on = defaults[field.flag];
          return (
            <li key={field.flag} className="account-flags__item">
              <span>{i18n._(field.label)}</span>
              <span className={`account-flags__value account-flags__value--${on ? 'on' : 'off'}`}>
                <span aria-hidden="true">{on ? '✓ ' : '– '}</span>
                {on ? t`On` : t`Off`}
              </span>
            </li>
          );
        })}
      </ul>
    </EditCard>
  );
}
