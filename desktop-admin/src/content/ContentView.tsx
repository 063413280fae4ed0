import {
  parseContent,
  parseInline,
  youtubeEmbedUrl,
  type ContentBlock,
  type InlineNode,
} from '@waybill/shared';
import { useMemo, type ReactNode } from 'react';

/**
 * A page body drawn from the shared parser's tree (the markers of docs/product.md §2.4) with React
 * elements only: whatever staff type stays text, so content can never inject markup or script.
 */
export function ContentView({ content }: { content: string }) {
  const blocks = useMemo(() => parseContent(content), [content]);
  return <div className="wb-content">{blocks.map(renderBlock)}</div>;
}

/** One line of inline markers (bold, underline, strike), e.g. for the formatting help. */
export function InlineView({ text }: { text: string }) {
  return <>{parseInline(text).map(renderInline)}</>;
}

function renderBlock(block: ContentBlock, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{block.children.map(renderInline)}</p>;
    case 'image':
      return (
        <figure key={index} className="wb-content-media">
          <img src={block.url} alt={block.alt} loading="lazy" referrerPolicy="no-referrer" />
        </figure>
      );
    case 'video':
      return (
        <figure key={index} className="wb-content-media">
          <Video url={block.url} />
        </figure>
      );
    case 'blank':
      return <div key={index} className="wb-content-blank" aria-hidden="true" />;
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

/** YouTube links play in the privacy-friendly embed; any other address in a <video>. */
function Video({ url }: { url: string }) {
  const embed = youtubeEmbedUrl(url);
  if (embed) {
    return (
      <iframe
        src={embed}
        title="Video"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
      />
    );
  }
  return (
    <video controls preload="metadata" src={url}>
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
    </video>
  );
}
