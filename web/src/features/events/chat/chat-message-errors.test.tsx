// What stops a chat message before it is sent, one message at a time in the chat's own words: empty,
// too long, a word not allowed, no first name on the profile; otherwise nothing.
import { EVENT_LIMITS } from '@shared/events';
import { CHAT_ERRORS, chatMessageErrors } from './EventChat';

it.each([
  ['   ', 'Ana', CHAT_ERRORS.empty],
  ['x'.repeat(EVENT_LIMITS.message + 1), 'Ana', CHAT_ERRORS.tooLong],
  ['Hello', null, CHAT_ERRORS.noProfile],
])('refuses %j (first name %j)', (text, firstName, message) => {
  expect(chatMessageErrors(text, firstName)).toEqual({ text: message });
});

it('says how long a message may be, and takes one within it', () => {
  expect(CHAT_ERRORS.tooLong).toBe(
    `A message can be at most ${EVENT_LIMITS.message.toLocaleString('en-US')} characters.`,
  );
  expect(chatMessageErrors('See you at the slide!', 'Ana')).toEqual({});
  expect(chatMessageErrors('x'.repeat(EVENT_LIMITS.message), 'Ana')).toEqual({});
});
