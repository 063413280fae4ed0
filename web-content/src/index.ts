export { ContentBody, InlineContent, type ContentBodyProps } from './ContentBody';
