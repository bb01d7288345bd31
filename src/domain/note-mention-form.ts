// How a note's HTML holds a mention of a colleague: `<span data-type="mention" data-id="<user id>">`
// around `@Name` (the note editor's mention extension writes it). The rich-HTML rule keeps exactly
// these two attributes on a span, with these values only (cleaning/rich-html-policy.ts), so the
// form survives cleaning in the browser and on the server, and the server reads the ids back
// (note-mentions.ts). Apart from that reader so the browser's cleaning does not load an HTML parser.

export const MENTION_TYPE = 'mention';

/** User ids as the server makes them (UUIDs, demo slugs): no quotes, spaces or markup. */
export const MENTION_ID = /^[A-Za-z0-9_-]{1,100}$/;
