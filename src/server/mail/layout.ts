import { escapeHtml } from '../lib/escape-html';
import { type MailLocale, mailLanguageTag } from './locale';
import type { MailMessage } from './transport';

/** Who sends, and where links point: the operator's name and address, the site's public origin. */
export interface MailContext {
  operator: { name: string; address: string; email: string };
  publicUrl: string;
}

/**
 * One transactional message in both forms: paragraphs of plain text, and the same paragraphs as a
 * small HTML page that reads on a phone (one column, system fonts, no images). Every value is
 * escaped; the footer names the operator and its address.
 */
export function composeMail(
  ctx: MailContext,
  m: {
    to: string;
    subject: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    /** Small print under the message (an unsubscribe link). */
    footerLink?: { text: string; label: string; url: string };
    replyTo?: string;
    headers?: Record<string, string>;
    /** The recipient's language (the HTML page declares it); English when not given. */
    locale?: MailLocale;
  },
): MailMessage {
  const footer = `${ctx.operator.name} · ${ctx.operator.address} · ${ctx.operator.email}`;
  const text = [
    ...m.paragraphs,
    ...(m.action ? [`${m.action.label}: ${m.action.url}`] : []),
    '—',
    ...(m.footerLink ? [`${m.footerLink.text} ${m.footerLink.label}: ${m.footerLink.url}`] : []),
    footer,
  ].join('\n\n');
  const footerLink = m.footerLink
    ? `<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(m.footerLink.text)} <a href="${escapeHtml(m.footerLink.url)}" style="color:#0e7490">${escapeHtml(m.footerLink.label)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${mailLanguageTag(m.locale ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px 16px;background:#f7f4ef;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#0e7490">Semana</p>
${m.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${m.action ? `<p style="margin:20px 0"><a href="${escapeHtml(m.action.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(m.action.label)}</a></p>` : ''}
</div>
${footerLink}<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: m.to,
    subject: m.subject,
    text,
    html,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    ...(m.headers ? { headers: m.headers } : {}),
  };
}
