import { useEffect } from 'react';

const SITE_NAME = 'Stagecall';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the page title ("{title} — Stagecall") and meta description. Done from the DOM, not with
 * an inline script, because the server's CSP allows only scripts from our own origin.
 */
export function useDocumentMeta(title: string | null, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : `${SITE_NAME} — Live song requests`;
    setMetaDescription(description);
  }, [title, description]);
}
