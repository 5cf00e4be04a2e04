import type { Comment, PostQuote } from "../../../schemas/entities/comment.schema";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { sampleDiscussions } from "../discussions";

const ada = {
  userID: 3,
  name: "ada",
  url: "/profile/ada",
  photoUrl: "",
  dateLastActive: "2025-05-30T09:00:00.000Z",
} as const;
const linus = { ...ada, userID: 4, name: "linus", url: "/profile/linus" };

/** A discussion as GET /discussions/{id} answers it, for fixtures and tests (no network). */
export const sampleDiscussion: Discussion = {
  ...(sampleDiscussions[0] as Discussion),
  body: '<p>Hello and welcome! Read <a href="/discussion/2">the rules</a> first.</p>',
  format: "rich2",
  closed: false,
};

function comment(commentID: number, fields: Partial<Comment> = {}): Comment {
  return {
    commentID,
    discussionID: 1,
    parentRecordType: "discussion",
    parentRecordID: 1,
    categoryID: 1,
    name: "Re: Welcome to Plaza",
    body: `<p>Comment number ${commentID}.</p>`,
    format: "rich2",
    dateInserted: "2025-05-20T08:30:00.000Z",
    dateUpdated: null,
    insertUserID: 4,
    insertUser: linus,
    updateUserID: null,
    score: 0,
    countChildComments: 0,
    depth: 1,
    url: `/discussion/comment/${commentID}#Comment_${commentID}`,
    closed: false,
    status: "accepted",
    displayType: "full",
    attributes: {},
    ...fields,
  };
}

/** A page of comments: a plain one, an edited one by the discussion's author, and a tombstone. */
export const sampleComments: Comment[] = [
  comment(11),
  comment(12, { insertUserID: 3, insertUser: ada, dateUpdated: "2025-05-21T08:30:00.000Z" }),
  comment(13, { body: "", displayType: "tombstone" }),
];

/** A comment's quote record as GET /comments/{id}/quote answers it. */
export const sampleQuote: PostQuote = {
  recordType: "comment",
  recordID: 12,
  commentID: 12,
  bodyRaw: '[{"type":"p","children":[{"text":"Quoted words"}]}]',
  format: "rich2",
  dateInserted: "2025-05-20T08:30:00.000Z",
  dateUpdated: "2025-05-21T08:30:00.000Z",
  url: "/discussion/comment/12#Comment_12",
  insertUser: { userID: 4, name: "linus", photoUrl: "", dateLastActive: null },
};
