import type { ReactNode } from 'react';

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that closes a sentence after an address rather than belonging to it. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * A plain-text mail body as the recipient reads it: line breaks kept, web addresses as links.
 * Only http(s) addresses become links, so a body cannot smuggle a script link in.
 */
export const MailBody = ({ text }: { text: string }) => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={address} target="_blank" rel="noopener noreferrer">
        {address}
      </a>,
    );
    last = start + address.length;
  }
  parts.push(text.slice(last));
  return (
    <div data-testid="mail-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts}
    </div>
  );
};
