import { sanitizeHtml } from '../../../shared/sanitize';
import type { Content } from '../../../shared/view-shapes';
import { useTexts } from '../texts';

/** A page in the web view: another origin, scripts but no access to this app or its storage. */
export function WebView({ url }: { url: string }) {
  const { t } = useTexts();
  return (
    <iframe
      className="frame"
      title={t('redemptions.page')}
      data-testid="web-view"
      src={url}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
    />
  );
}

/** A privilege message as the service means it: text, sanitised HTML, or a page in the web view. */
export function RewardContent({ content }: { content: Content }) {
  if (content.kind === 'url') return <WebView url={content.url} />;
  if (content.kind === 'html') {
    return (
      <div
        className="content"
        data-testid="reward-content"
        data-kind="html"
        data-service-data=""
        // Sanitised by DOMPurify (shared/sanitize.ts) right here, never stored unsanitised.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised on this line
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(content.html) }}
      />
    );
  }
  return (
    <p className="content" data-testid="reward-content" data-kind="text" data-service-data="">
      {content.text}
    </p>
  );
}
