/** What fans type on the request form: first names (or nothing) and short notes. */
export const fanNames: readonly (string | null)[] = [
  'Sophie',
  'Tom',
  'Priya',
  'Callum',
  'Aisha',
  'Jamie',
  'Megan',
  'Olly',
  'Hannah',
  'Dev',
  'Chloe',
  'Liam',
  'Grace',
  'Kieran',
  'Zara',
  'Ben',
  'Lucy',
  'Mo',
  'Freya',
  'Rhys',
  'Becca',
  'Sam',
  'Niamh',
  'Josh',
  'Table 6',
  'The hen party',
  'Birthday girl Jess',
  null,
  null,
  null,
];

export const requestNotes: readonly (string | null)[] = [
  "It's my mum's 60th today!",
  'Our first dance song, 10 years ago tonight',
  'Play it loud please!',
  'You were brilliant last time, thank you',
  'For the lads at the bar',
  'Dedicating this one to my nan',
  'Any chance before we get the last train?',
  'Celebrating passing my driving test!',
  'Request from table 6',
  'My wife loves this one',
  null,
  null,
  null,
  null,
];

export interface DemoInboxMessage {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}

/** Messages sent through the public artist page's contact form. Senders use example.com addresses. */
export const inboxMessages: readonly DemoInboxMessage[] = [
  {
    name: 'Laura Bennett',
    email: 'laura.bennett@example.com',
    subject: 'Wedding enquiry – August',
    message:
      'Hi! We saw you play last month and loved it. We are getting married on a Saturday in August and would love live music for the evening reception (around 7pm to 11pm, 120 guests). Are you available, and could you send a quote?',
  },
  {
    name: 'Gareth Pryce',
    email: 'gareth.pryce@example.com',
    subject: 'Residency at our bar',
    message:
      "I manage a bar in town and we're looking for a regular act for Thursday nights starting next month. Would you be interested in a four-week trial? Happy to talk fees and a bar tab.",
  },
  {
    name: 'Amira Hassan',
    email: 'amira.h@example.com',
    subject: 'Thank you!',
    message:
      'Just wanted to say thank you for playing our song on Friday. My partner had no idea I had requested it and it made our anniversary. See you at the next one!',
  },
  {
    name: 'Dan Whitfield',
    email: 'dan.whitfield@example.com',
    subject: 'Corporate summer party',
    message:
      'We are organising a summer party for about 80 staff in July and are looking for a live act for two 45-minute sets. Could you let me know your availability and rates?',
  },
  {
    name: 'Chloe Armstrong',
    email: 'chloe.armstrong@example.com',
    subject: null,
    message:
      'Do you have any recordings online? I would love to hear your version of the song you closed with on Saturday.',
  },
  {
    name: 'Ravi Patel',
    email: 'ravi.patel@example.com',
    subject: '40th birthday party',
    message:
      "Hiya, my wife's 40th is coming up and she is a huge fan. It's a private party at a function room, about 60 people. Could you do a 90-minute set? Her favourite song is Valerie!",
  },
  {
    name: 'Siobhan Doyle',
    email: 'siobhan.doyle@example.com',
    subject: 'Festival slot',
    message:
      'We run a small community festival in September and have an afternoon slot on our acoustic stage. Travel expenses and food covered, plus a fee. Interested?',
  },
  {
    name: 'Matt Collins',
    email: 'matt.collins@example.com',
    subject: 'Song suggestion',
    message:
      'Great set last night. Have you ever thought about covering something by Fleetwood Mac? Would go down a storm.',
  },
];
