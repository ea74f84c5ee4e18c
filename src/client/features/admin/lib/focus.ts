/**
 * The close handler of a confirmation whose row went away with the removal: focus moves to the
 * element `id` instead of back to a trigger that no longer exists. After a cancel or a failure the
 * dialog returns focus to its trigger as usual.
 */
export const focusAfterRemoval = (removed: boolean, id: string) => (event: Event) => {
  if (!removed) return;
  event.preventDefault();
  document.getElementById(id)?.focus();
};
