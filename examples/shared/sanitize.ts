import DOMPurify from 'dompurify';

// Links in a privilege message open outside the app, without handing it a window reference.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * A privilege message's HTML, safe to put in the page: DOMPurify's HTML profile (no scripts, event
 * handlers, `javascript:` URLs, forms, SVG or MathML).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'style'] });
}
