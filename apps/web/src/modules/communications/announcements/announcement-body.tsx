/**
 * An announcement body as its author formatted it. The server keeps only formatting tags
 * (paragraphs, emphasis, lists, links) when it is saved, so it is shown as stored.
 */
export const AnnouncementBody = ({ html }: { html: string }) => (
  <div
    className="announcement-body"
    style={{ color: '#3f4254', marginTop: 8 }}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (announcement-body.ts)
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
