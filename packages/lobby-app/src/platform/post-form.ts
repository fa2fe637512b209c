/**
 * Posts fields to an address the way a plain HTML form does: a hidden form of hidden inputs, added to the
 * document and submitted. `target` names the window or frame that gets the answer (the page itself when
 * left out). Returns the form, which the caller may remove once it is done with it.
 */
export function postHiddenForm(
  doc: Document,
  url: string,
  fields: Readonly<Record<string, string>>,
  target?: string,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  if (target !== undefined) form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
