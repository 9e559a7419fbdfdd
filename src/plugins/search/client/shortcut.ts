/** Whether a key press is text going into a field, where "/" must stay a slash. */
function typesIntoField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Ctrl+K or Cmd+K (open or close), or "/" while the modal is closed and the visitor is not typing in a field. */
export function isSearchShortcut(event: KeyboardEvent, isOpen = false): boolean {
  const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  return toggle || (!isOpen && event.key === '/' && !typesIntoField(event));
}
