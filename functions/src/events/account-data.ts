// Where the events area keeps a person's data (decision 003): RSVPs, chat messages and markers,
// reports and mutes, submissions and the private calendar feed. Export and deletion cover them all;
// a deleted RSVP is recounted by the trigger, so the event's counts stay right.
import { db } from '../lib/admin.js';
import { querySource, singleDocumentSource, type UserDataSource } from '../account/data-source.js';

const inGroup = (name: string, group: string) =>
  querySource(name, (uid) => db().collectionGroup(group).where('uid', '==', uid));

export const EVENTS_USER_DATA_SOURCES: readonly UserDataSource[] = [
  inGroup('eventRsvps', 'rsvps'),
  // Order threads' messages carry senderUid, not uid: only event chats match here.
  inGroup('eventChatMessages', 'messages'),
  inGroup('eventChatMarkers', 'chatMarkers'),
  inGroup('eventChatReports', 'reports'),
  inGroup('eventChatMutes', 'mutes'),
  querySource('eventSubmissions', (uid) => db().collection('eventSubmissions').where('uid', '==', uid)),
  singleDocumentSource('calendarFeed', (uid) => db().collection('calendarFeeds').doc(uid)),
  querySource('calendarTokens', (uid) => db().collection('calendarTokens').where('uid', '==', uid)),
];
