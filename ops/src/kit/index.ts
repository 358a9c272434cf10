// The console's own pieces, drawn with the site's kit: tables that turn into cards on a phone,
// the dialog that asks why before anything that touches money or a customer, and notices.
export { Loaded, useOpsQuery, useRefreshData } from './data';
export { Money, When, topicLabel } from './format';
export { Actions, PageHead, Section, Table, Tag, TextArea } from './layout';
export { Notice } from './notice';
export { ReasonDialog, useReasonedActions, type ReasonRequest } from './reason-dialog';
