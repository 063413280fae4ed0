import {
  parseContent,
  parseInline,
  youtubeEmbedUrl,
  type ContentBlock,
  type InlineNode,
} from '@waybill/shared';
import { useMemo, type ReactNode } from 'react';

export interface ContentBodyProps {
  /** The page body as staff typed it (the markers of docs/product.md §2.4). */
  content: string;
  /** The accessible name of an embedded video, in the app's own language. */
  videoTitle: string;
}

/**
 * A page body drawn from the shared parser's tree with React elements only: whatever staff type
 * stays text, so a page can never inject markup or script. The public site and the control
 * panel's preview both draw through it, with the classes of content.css, so the preview is the
 * site.
 */
export function ContentBody({ content, videoTitle }: ContentBodyProps) {
  const blocks = useMemo(() => parseContent(content), [content]);
  return (
    <div className="content-body">
      {blocks.map((block, index) => renderBlock(block, index, videoTitle))}
    </div>
  );
}

/** One line of inline markers (bold, underline, strike), e.g. in the editor's formatting help. */
export function InlineContent({ text }: { text: string }) {
  return <>{parseInline(text).map(renderInline)}</>;
}

function renderBlock(block: ContentBlock, index: number, videoTitle: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{block.children.map(renderInline)}</p>;
    case 'image':
      // The size reserves a 16:9 box before the picture arrives (content.css draws it so).
      return (
        <figure key={index} className="content-body__media">
          <img
            src={block.url}
            alt={block.alt}
            loading="lazy"
            decoding="async"
            width="1200"
            height="675"
            referrerPolicy="no-referrer"
          />
        </figure>
      );
    case 'video':
      return <Video key={index} url={block.url} title={videoTitle} />;
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

/**
 * YouTube links play in the privacy-friendly embed, any other address in a <video>. The embed's
 * sandbox is what its player needs and no more: scripts, its own origin (its storage) and
 * presentation; no popups, so the player cannot open windows. Sites send no referrer
 * (Referrer-Policy), but YouTube refuses to play without the embedding origin, so the frame sends
 * that much.
 */
function Video({ url, title }: { url: string; title: string }) {
  const embed = youtubeEmbedUrl(url);
  return (
    <figure className="content-body__media content-body__video">
      {embed ? (
        <iframe
          src={embed}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
        />
      ) : (
        <video controls preload="metadata" src={url}>
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </video>
      )}
    </figure>
  );
}
