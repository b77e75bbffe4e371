// What the account area offers other areas: the list later areas join with their user data.
export { singleDocumentSource, USER_DATA_SOURCES, type UserDataSource } from './user-data.js';
