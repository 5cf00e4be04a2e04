import type { PollWidgetProps } from "../../schemas/widgets/poll-widget.schema";

const poll = {
  pollID: 7,
  name: "Which release should we focus on next?",
  countVotes: 10,
  myVote: null,
  options: [
    { pollOptionID: 21, body: "Faster search", countVotes: 6 },
    { pollOptionID: 22, body: "Dark mode everywhere", countVotes: 3 },
    { pollOptionID: 23, body: "Better notifications", countVotes: 1 },
  ],
};

/** Example hydrated props of PollWidget: valid ones and edge cases. */
export const pollWidgetFixtures: Record<string, PollWidgetProps> = {
  notVoted: { title: "Community poll", pollID: 7, poll },
  voted: {
    pollID: 7,
    poll: {
      ...poll,
      countVotes: 11,
      myVote: 22,
      options: poll.options.map((o) => (o.pollOptionID === 22 ? { ...o, countVotes: 4 } : o)),
    },
  },
  noVotes: {
    pollID: 8,
    poll: {
      pollID: 8,
      name: "Pizza or pasta?",
      countVotes: 0,
      myVote: null,
      options: [
        { pollOptionID: 31, body: "Pizza", countVotes: 0 },
        { pollOptionID: 32, body: "Pasta", countVotes: 0 },
      ],
    },
  },
};
