// The events area as other features may use it.
export { MeetAtEvent } from './components/MeetAtEvent';
