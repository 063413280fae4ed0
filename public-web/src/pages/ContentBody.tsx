import { parseContent, youtubeEmbedUrl, type ContentBlock, type InlineNode } from '@waybill/shared';
import { useMemo, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

/**
 * A page body (docs/product.md §2.4 markers) drawn from the parser's tree as React elements only:
 * the text staff typed is always text, so a page cannot inject markup or script.
 */
export function ContentBody({ content }: { content: string }) {
  const blocks = useMemo(() => parseContent(content), [content]);
  return <div className="content-body">{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: ContentBlock, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{block.children.map(renderInline)}</p>;
    case 'image':
      return (
        <figure key={index} className="content-body__media">
          <img
            src={block.url}
            alt={block.alt}
            loading="lazy"
            decoding="async"
            width="1200"
            height="675"
          />
        </figure>
      );
    case 'video':
      return <Video key={index} url={block.url} />;
    case 'blank':
      return <div key={index} className="content-body__blank" aria-hidden="true" />;
  }
}

function renderInline(node: InlineNode, index: number): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'bold':
      return <strong key={index}>{node.children.map(renderInline)}</strong>;
    case 'underline':
      return <u key={index}>{node.children.map(renderInline)}</u>;
    case 'strike':
      return <s key={index}>{node.children.map(renderInline)}</s>;
  }
}

function Video({ url }: { url: string }) {
  const embed = youtubeEmbedUrl(url);
  return (
    <figure className="content-body__media content-body__video">
      {embed ? (
        <iframe
          src={embed}
          title={t('videoTitle')}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <video controls preload="metadata" src={url}>
          <a href={url}>{url}</a>
        </video>
      )}
    </figure>
  );
}
