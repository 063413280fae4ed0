/** The form kit: buttons, pickers, confirmations, the error panel. */
export const formsTexts = {
  'forms.optional': '(Optional)',
  'forms.delete': 'Delete',
  'forms.cancel': 'Cancel',
  'forms.confirm_delete': 'are you sure you want to delete',
  'forms.delete_failed': 'Delete failed',
  'forms.choose_image': 'Choose an image...',
  'forms.browse': 'Browse',
  'forms.preview_alt': 'Preview of {name}',
  'forms.preview_caption': 'Preview: {name} ({size})',
  'forms.bytes': '{size} B',
  'forms.kilobytes': '{size} KB',
  'forms.megabytes': '{size} MB',
} as const;
