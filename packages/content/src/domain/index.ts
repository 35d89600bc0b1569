// Pure domain logic of the content tools (no React, no I/O).
export { formatPhone } from './phone.ts';
export { dedupeInstructors } from './instructors.ts';
export type { Instructor, InstructorSource } from './instructors.ts';
export { absoluteUrl, alternateHref, contentItemUrl, courseOutlineUrl, safeWebUrl } from './links.ts';
export type { LinkedContent } from './links.ts';
export { HANDLER, UNKNOWN_HANDLER, contentTypeName } from './handlers.ts';
export { linkableItems, externalLinks, handlerCounts, contentTypeCounts } from './reports.ts';
export type { CountRow, LinkableItem, WebLink } from './reports.ts';
export {
  embeddedFiles,
  findVideos,
  isVideoAttachment,
  isVideoFileName,
  pickAttachment,
  urlsInHtml,
  videoUrlKind,
  VIDEO_EXTENSIONS,
} from './videos.ts';
export type { AttachmentLike, VideoEntry } from './videos.ts';
export { groupNames, homeworkOf, lockerCourse } from './locker.ts';
export type { Homework, LockerCourse } from './locker.ts';
export type { WalkedItemLike } from './walked.ts';
