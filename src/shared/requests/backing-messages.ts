/** The words of fans backing songs (+1). Zod-free, so the fan page's lazy list carries no schema code. */
export const backingMessages = {
  off: 'This show is not taking +1s. Send the song as a request instead.',
  priced: 'Requests at this show are paid, so songs are backed by sending a request.',
  notListed: 'That song is not on tonight’s list any more.',
  alreadyAsked: 'You have already asked for this song tonight.',
  notBacked: 'You have not backed this song.',
  notWaiting: 'Your +1 can no longer be taken back: the artist is playing or has played that song.',
} as const;
