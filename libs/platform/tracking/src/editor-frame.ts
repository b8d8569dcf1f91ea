/**
 * Whether the page runs inside the content tool's editing frame (SPEC §4): an iframe opened by the
 * page builder. There consent and tag-manager scripts are skipped and unpublished content is shown.
 */
export function isEditorFrame(win: Pick<Window, 'self' | 'top' | 'location'> & { document?: Pick<Document, 'referrer'> }): boolean {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true; // a cross-origin parent cannot even be compared
  }
  if (!framed) return false;
  const params = new URLSearchParams(win.location.search);
  return params.has('builder.frameEditing') || params.has('builder.preview') || /builder\.io/.test(win.document?.referrer ?? '');
}
