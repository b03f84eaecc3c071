import { consoleWordsNow, useConsoleWords } from "#web/lib/console-texts";
import { fillers, type Sentences } from "#web/lib/localize";
import { MEDIA_TEXT } from "./constants";

const SENTENCES: Sentences = fillers({
  "media.list.captionFor": ["code"],
  "media.upload.done": ["name"],
  "media.upload.required": ["label"],
  "media.edit.heading": ["name"],
  "media.remove.heading": ["name"],
  "media.eventTypes.renameLabel": ["name"],
});

/**
 * The console's media words in the reader's language (issue 29); English is MEDIA_TEXT. Its own
 * module, so the customer's gallery never loads the console's words.
 */
export const useMediaText = () => useConsoleWords(MEDIA_TEXT, "consoleMedia", "media", SENTENCES);
export const mediaTextNow = () => consoleWordsNow(MEDIA_TEXT, "consoleMedia", "media", SENTENCES);
