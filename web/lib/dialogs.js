// The page's yes/no question (<dialog id="confirm-dialog">): discard a game, open a shared
// one, drop an unreadable save.
import { setBusy } from './screens.js';

const $ = (id) => document.getElementById(id);

/**
 * Ask a question in a modal dialog; the page waits for a person meanwhile (not busy).
 * Cancel has the focus, so Enter does not confirm by accident.
 * @param {{title: string, text: string, ok: string, cancel: string}} words the title, the question, the two buttons' labels
 * @returns {Promise<boolean>} true for OK; false for Cancel, Escape, or a closing by Back
 */
export function confirmDialog({ title, text, ok, cancel }) {
  const dialog = $('confirm-dialog');
  $('confirm-title').textContent = title;
  $('confirm-text').textContent = text;
  $('confirm-ok').textContent = ok;
  $('confirm-cancel').textContent = cancel;
  dialog.returnValue = '';
  setBusy(false);  // the page now waits for a person
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
    dialog.showModal();
    $('confirm-cancel').focus();
  });
}
