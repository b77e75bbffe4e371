// The events area as other features may use it.
export { MeetAtEvent } from './components/MeetAtEvent';
export { eventIdFrom, visibleMessagesQueryOptions } from './api/get-chat-messages';
export { eventKeys } from './api/query-keys';
export { formatChatTime } from './chat/chat-time';
