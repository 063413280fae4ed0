/** Parcel stages: the stage field of the parcel forms and Settings › Status Stages. */
export const stagesTexts = {
  'stages.name.created': 'Created',
  'stages.name.picked_up': 'Picked up',
  'stages.name.in_transit': 'In transit',
  'stages.name.out_for_delivery': 'Out for delivery',
  'stages.name.delivered': 'Delivered',
  'stages.name.held': 'Held',
  'stages.name.failed_attempt': 'Failed delivery attempt',
  'stages.name.returned': 'Returned',
  'stages.exception': '{stage} (exception)',
  'stages.field': 'Stage',
  'stages.follow_status': 'Follow the status text',
  'stages.field_help':
    'The step the tracking page marks as current. Left on “Follow the status text”, it comes from the status through Settings › Status Stages.',
  'stages.shown': 'Tracking page step: {stage}',
  'stages.shown_none': 'Tracking page step: none (the status is not in Settings › Status Stages)',
  'stages.settings.title': 'Status Stages',
  'stages.settings.description': 'Which progress step each status text shows on the tracking page.',
  'stages.settings.help':
    'A parcel without a stage of its own shows the stage of its status text here. Case and spaces do not matter: “In transit” also matches “IN  TRANSIT”.',
  'stages.settings.status': 'Status text',
  'stages.settings.stage': 'Stage',
  'stages.settings.row': 'Status {n}',
  'stages.settings.row_stage': 'Stage for status {n}',
  'stages.settings.add': 'Add a status',
  'stages.settings.remove': 'Remove status {n}',
  'stages.settings.empty':
    'No status texts: only stages chosen on the parcels themselves are shown.',
  'stages.settings.count': '{count} of {max} statuses',
  'stages.problem.too_many': '{field} can hold at most {max} statuses',
  'stages.problem.repeated': '{field} repeats a status already in the list',
} as const;
