const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text a customer typed, made safe to place in an HTML message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A plain, single-column message body that mail clients render alike. */
export function simpleHtml(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>
${body}
</body></html>`;
}
