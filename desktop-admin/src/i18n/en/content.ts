/** The content editor, preview and formatting help. */
export const contentTexts = {
  'content.label': 'Content',
  'content.help': 'One paragraph a line; the markers below add formatting.',
  'content.preview': 'Preview',
  'content.previewEmpty': 'The page body appears here as visitors will see it.',
  'content.video': 'Video',
  'content.formatting': 'Formatting',
  'content.columnType': 'Type',
  'content.columnShows': 'Shows',
  'content.sampleBold': 'bold',
  'content.sampleUnderline': 'underline',
  'content.sampleStrikethrough': 'strikethrough',
  'content.sampleDescription': 'description',
  'content.image': 'an image (on a line of its own)',
  'content.imageDescribed': 'an image described for screen readers',
  'content.videoShows': 'a video (YouTube links play embedded)',
  'content.emptyLine': 'An empty line',
  'content.blankLine': 'a blank line',
  'content.note':
    'Images and videos need an http or https address; anything else is shown as text. HTML is shown as typed, never run.',
} as const;
