import { browserNavigation } from '../../shared/lib/browser-navigation';

/**
 * Hands the member to the external customer-relationship system: a browser form post to the external single
 * sign-on address with the token and, outside production, the test-environment value (product section 4).
 */
export function postExternalSsoForm(action: string, token: string, testEnv?: string, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  const fields: [string, string][] = [['token', token]];
  if (testEnv) fields.push(['testEnv', testEnv]);
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  browserNavigation.submitForm(form);
  return form;
}
