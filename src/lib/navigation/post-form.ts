/**
 * Full-page POST to an external system (e-government gateway, payment provider): builds a
 * hidden form with the given fields and submits it. The target URL is opaque to us.
 */
export function postForm(action: string, fields: Record<string, string>, doc: Document = document): HTMLFormElement {
  const form = doc.createElement("form");
  form.method = "POST";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
