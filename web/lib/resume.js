// Opening the autosave: at start-up, from the home screen's Continue, from Back or Forward,
// and from a link that shows the game already saved here. A save the engine cannot open
// (another rules version, damaged, a game this build cannot play) is set aside with the
// engine's reason (saves.js), never thrown away.
import { clearNotice } from './notices.js';
import { gameTitle, playable, remote } from './catalog.js';
import { setBusy } from './screens.js';
import { storedSave } from './storage.js';
import { rememberSaved, saveInProgress, setAside } from './saves.js';
import { openGame } from './play.js';
import { goHome } from './navigation.js';

/** Open a stored game ({raw, entry} from readSave); returns null, or the engine's reason why
 * it could not be read (a RecordError message: damaged, another rules version...). */
async function resumeSave(found) {
  setBusy(true);
  const result = await remote().loadSaved(storedSave(found.entry));
  if (!result.ok) return result.error.message;
  rememberSaved(result.value);
  // A save of a build before sealing (format 1, the record as it is) is written again, sealed.
  await openGame(result.value, { save: found.entry.sealed === undefined });
  return null;
}

/**
 * Continue the saved game; if it cannot be opened, keep it aside and say so on the home screen.
 * @param {{raw: string, entry: object}} found the autosave (storage.readSave)
 */
export async function continueSave(found) {
  clearNotice();
  const error = await resumeSave(found).catch((err) => `it could not be shown (${err.message || err})`);
  if (error) {
    setAside(found.raw, error);
    goHome();
  }
}

/**
 * Open the game in progress at start-up.
 * @returns {Promise<boolean>} true when it is open; false when there is none, or it could not
 *   be opened (then it is set aside, and the caller shows the home screen)
 */
export async function resumeAtStart() {
  const found = saveInProgress();
  if (!found) return false;
  if (!playable(found.entry.game)) {
    setAside(found.raw, `it is a game of ${gameTitle(found.entry.game)}, which this version of the site cannot play`);
    return false;
  }
  try {
    const error = await resumeSave(found);
    if (!error) return true;
    setAside(found.raw, error);
  } catch (err) {  // e.g. a renderer that cannot draw what the engine accepted
    setAside(found.raw, `it could not be shown (${err.message || err})`);
  }
  return false;
}
