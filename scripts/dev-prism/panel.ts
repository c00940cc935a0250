import { successStatus, type ContractOperation } from '../contract/contract';

import { documentedStatuses, formatPrefer, namedExamples, PREFER_QUERY, type Preference, type Preferences } from './preferences';

/**
 * The dev-only panel of `npm run dev:prism` (served by the dev server at PANEL_PATH, never part of the portal's
 * build): one choice per gateway operation of what Prism answers, kept in this browser's cookie.
 */
export const PANEL_PATH = '/__prism';

export interface PanelChoice {
  /** The form value: '' for the default, else the Prefer value. */
  readonly value: string;
  readonly label: string;
}

/** What the panel offers for one operation: the default, each documented status and named example, the other mode. */
export function panelChoices(operation: ContractOperation, dynamic: boolean): PanelChoice[] {
  const success = successStatus(operation);
  const choices: PanelChoice[] = [{ value: '', label: dynamic ? 'random answer (default)' : 'the example (default)' }];
  choices.push(
    dynamic
      ? { value: formatPrefer({ dynamic: false }), label: 'the example' }
      : { value: formatPrefer({ dynamic: true }), label: 'a random answer' },
  );
  for (const status of documentedStatuses(operation)) {
    const examples = namedExamples(operation, status);
    if (status !== success) choices.push({ value: formatPrefer({ code: status }), label: `status ${status}` });
    for (const example of examples) {
      choices.push({ value: formatPrefer({ code: status, example }), label: `status ${status}, example "${example}"` });
    }
  }
  return choices;
}

/** Reads the panel's form (operationId=Prefer value per field) into preferences, checked by the caller. */
export function formPreferences(form: URLSearchParams, operations: readonly ContractOperation[]): Array<{ operation: ContractOperation; value: string }> {
  const chosen: Array<{ operation: ContractOperation; value: string }> = [];
  for (const operation of operations) {
    const value = form.get(operation.operationId);
    if (value) chosen.push({ operation, value });
  }
  return chosen;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface PanelPage {
  readonly operations: readonly ContractOperation[];
  readonly preferences: Preferences;
  readonly dynamic: boolean;
  readonly prismUrl: string;
  /** A line shown above the form (saved, or what was wrong). */
  readonly notice?: { readonly kind: 'saved' | 'error'; readonly lines: readonly string[] };
}

/** The panel as an HTML page. */
export function renderPanel(page: PanelPage): string {
  const current = (preference: Preference | undefined) => (preference ? formatPrefer(preference) : '');
  const groups = new Map<string, ContractOperation[]>();
  for (const operation of page.operations) {
    const tag = operation.tags[0] ?? 'other';
    groups.set(tag, [...(groups.get(tag) ?? []), operation]);
  }
  const active = Object.entries(page.preferences).filter(([, preference]) => current(preference) !== '');
  const rows = (operations: ContractOperation[]) =>
    operations
      .map((operation) => {
        const id = `op-${operation.operationId}`;
        const value = current(page.preferences[operation.operationId]);
        const choices = panelChoices(operation, page.dynamic);
        const known = choices.some((choice) => choice.value === value);
        const options = [...choices, ...(known ? [] : [{ value, label: `Prefer: ${value}` }])]
          .map((choice) => `<option value="${escape(choice.value)}"${choice.value === value ? ' selected' : ''}>${escape(choice.label)}</option>`)
          .join('');
        return `<tr><th scope="row"><label for="${id}"><code>${operation.method.toUpperCase()} ${escape(operation.path)}</code> <span class="id">${escape(operation.operationId)}</span></label></th><td><select id="${id}" name="${escape(operation.operationId)}">${options}</select></td></tr>`;
      })
      .join('\n');
  const sections = [...groups.entries()]
    .map(
      ([tag, operations]) =>
        `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2><table><thead><tr><th scope="col">Operation</th><th scope="col">Prism answers with</th></tr></thead><tbody>${rows(operations)}</tbody></table></section>`,
    )
    .join('\n');
  const notice = page.notice
    ? `<div role="${page.notice.kind === 'error' ? 'alert' : 'status'}" class="notice ${page.notice.kind}">${page.notice.lines.map((line) => `<p>${escape(line)}</p>`).join('')}</div>`
    : '<div role="status" class="notice"></div>';
  const summary =
    active.length === 0
      ? '<p>No choices: every operation answers with the default.</p>'
      : `<ul>${active.map(([id, preference]) => `<li><code>${escape(id)}</code>: <code>Prefer: ${escape(current(preference))}</code></li>`).join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prism answers (dev:prism)</title>
<link rel="icon" href="data:,">
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; max-width: 60rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
.id { color: #555; font-size: 0.875rem; }
select { font: inherit; max-width: 100%; }
.actions { position: sticky; bottom: 0; background: #fff; padding: 0.75rem 0; border-top: 1px solid #999; display: flex; gap: 1rem; }
button { font: inherit; padding: 0.375rem 1rem; }
.notice.saved { color: #0a5c2b; } .notice.error { color: #a1000f; }
code { font-size: 0.9em; }
</style>
</head>
<body>
<main>
<h1>Prism answers</h1>
<p>Prism at <code>${escape(page.prismUrl)}</code> answers the portal's gateway calls ${page.dynamic ? 'with random data valid against the contract (<code>--dynamic</code>)' : "with the contract's examples"}. Choose another answer for an operation; the choice is kept in this browser (a cookie) and sent to Prism as its <code>Prefer</code> header. Reload the portal's page to see it.</p>
<p>From any page address: <code>?${PREFER_QUERY}=getAccount:code=401</code>, <code>?${PREFER_QUERY}=createToken:code=401,example=locked</code>, <code>?${PREFER_QUERY}=getAccount:</code> (back to the default) or <code>?${PREFER_QUERY}=clear</code>. <a href="/">Back to the portal</a></p>
${notice}
<h2>Current choices</h2>
${summary}
<form method="post" action="${PANEL_PATH}">
${sections}
<div class="actions"><button type="submit" name="action" value="save">Save choices</button><button type="submit" name="action" value="clear">Clear all choices</button></div>
</form>
</main>
</body>
</html>`;
}

/** A short HTML page for a query parameter the dev server could not apply. */
export function renderQueryErrors(errors: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prism choice not applied</title><link rel="icon" href="data:,"></head><body><main><h1>Prism choice not applied</h1><ul>${errors.map((error) => `<li>${escape(error)}</li>`).join('')}</ul><p><a href="${PANEL_PATH}">Open the Prism answers panel</a></p></main></body></html>`;
}
