import type { MusicStyle } from '../../shared/constants';

export interface DemoMusician {
  stageName: string;
  /** Local part of the sign-in e-mail, at DEMO_EMAIL_DOMAIN. */
  login: string;
  bio: string;
  instagram: string;
  website: string;
  styles: MusicStyle[];
  influences: string[];
  /** Names from demoVenues: where this act plays, saved in their venue list. */
  venues: string[];
  plan: 'active' | 'trial' | 'free';
  /** Two colours for the generated profile picture. */
  colours: [string, string];
  /** Pence; only some acts charge per request. */
  pricing?: { defaultRequest: number; premiumRequest: number };
}

/** A reserved top-level domain: no demo e-mail can ever be delivered to a real mailbox. */
export const DEMO_EMAIL_DOMAIN = 'demo.stagecall.test';
export const DEMO_PASSWORD = 'demo-password';

export const demoMusicians: readonly DemoMusician[] = [
  {
    stageName: 'Ellie Marsh',
    login: 'ellie',
    bio: 'London singer-songwriter with a battered Martin and a voice that quiets a Friday-night pub. Three-hour sets mixing her own songs with the covers everyone secretly wants. Requests welcome, key changes negotiable.',
    instagram: '@elliemarshmusic',
    website: 'https://elliemarsh.example',
    styles: ['Acoustic', 'Singer-Songwriter', 'Folk'],
    influences: ['Joni Mitchell', 'Laura Marling', 'Ed Sheeran'],
    venues: ['The Crown & Anchor', 'Velvet Room', 'Riverside Terrace', "Regent's Yard Summer Stage"],
    plan: 'active',
    colours: ['#ff6b6b', '#ffd166'],
  },
  {
    stageName: 'Jack Calloway',
    login: 'jack',
    bio: 'One man, one loop pedal and every indie anthem from 1994 onwards. Jack has played the Northern Quarter most weekends for eight years. If it has a chorus you can shout, he knows it.',
    instagram: '@jackcallowaylive',
    website: 'https://jackcalloway.example',
    styles: ['Indie', 'Rock', 'Alternative'],
    influences: ['Liam Gallagher', 'Alex Turner', 'Paul Weller'],
    venues: ['The Tin Whistle', 'Ancoats Social', 'Northern Lights Concert Hall', 'The Mersey Mariner'],
    plan: 'active',
    colours: ['#4361ee', '#4cc9f0'],
  },
  {
    stageName: 'The Soho Swing Trio',
    login: 'sohoswing',
    bio: 'Piano, upright bass and brushes: standards from the Great American Songbook, played the way they were meant to be. Regulars at London jazz rooms and the odd very lucky wedding.',
    instagram: '@sohoswingtrio',
    website: 'https://sohoswingtrio.example',
    styles: ['Jazz', 'Soul'],
    influences: ['Ella Fitzgerald', 'Nat King Cole', 'Oscar Peterson'],
    venues: ['The Blue Heron Jazz Club', 'Velvet Room', 'Riverside Terrace', 'The Minster Kitchen'],
    plan: 'active',
    colours: ['#2b2d42', '#8d99ae'],
  },
  {
    stageName: 'Rosa Delgado',
    login: 'rosa',
    bio: 'Bristol-based guitarist and singer raised between Seville and Santiago de Cuba. Rumba, bolero and son, with a few surprises for the dance floor. Sings in Spanish, chats in Bristolian.',
    instagram: '@rosadelgadomusica',
    website: 'https://rosadelgado.example',
    styles: ['Latin', 'World Music', 'Acoustic'],
    influences: ['Buena Vista Social Club', 'Gipsy Kings', 'Lhasa de Sela'],
    venues: ['Stokes Croft Supper Club', "The Harbourmaster's Arms", 'The Salt & Shingle'],
    plan: 'trial',
    colours: ['#e63946', '#f4a261'],
  },
  {
    stageName: 'Kofi & The Groove Assembly',
    login: 'kofi',
    bio: 'Seven-piece funk and soul band with a horn section that fills any room. Weddings, parties and late-night club sets across the Midlands and beyond. Dance floor guaranteed or your money back (not really).',
    instagram: '@grooveassemblyuk',
    website: 'https://grooveassembly.example',
    styles: ['Funk', 'Soul', 'R&B'],
    influences: ['Stevie Wonder', 'Earth, Wind & Fire', 'Jamiroquai', 'Chaka Khan'],
    venues: ['The Assay Rooms', 'Mill Race Rooms', 'Stow Hill House', 'The Granta Rooms'],
    plan: 'active',
    colours: ['#7209b7', '#f72585'],
    pricing: { defaultRequest: 200, premiumRequest: 500 },
  },
  {
    stageName: 'Harriet & The Hollow Pines',
    login: 'harriet',
    bio: 'Yorkshire country and Americana with three-part harmonies, fiddle and pedal steel. Songs about long roads, short tempers and Sunday roasts.',
    instagram: '@hollowpinesband',
    website: 'https://hollowpines.example',
    styles: ['Country', 'Folk'],
    influences: ['Dolly Parton', 'Emmylou Harris', 'Kacey Musgraves'],
    venues: ["The Drover's Rest", 'Mill Race Rooms', 'Forge Lane Taproom'],
    plan: 'trial',
    colours: ['#bc6c25', '#dda15e'],
  },
  {
    stageName: 'Callum Reid',
    login: 'callum',
    bio: 'Edinburgh folk singer and guitarist: Scottish standards, sea shanties and his own songs of the east coast. Expect a singalong whether you planned one or not.',
    instagram: '@callumreidfolk',
    website: 'https://callumreid.example',
    styles: ['Folk', 'Acoustic', 'Singer-Songwriter'],
    influences: ['Dougie MacLean', 'The Proclaimers', 'Gerry Cinnamon'],
    venues: ['The Grassmarket Bothy', 'The Thistle & Fiddle', 'Calton Hill Summer Stage', 'Merchant City Jazz Bar'],
    plan: 'free',
    colours: ['#2a9d8f', '#264653'],
  },
  {
    stageName: 'Static Bloom',
    login: 'staticbloom',
    bio: 'A Sheffield two-piece with a very loud guitar and a drummer who hits very hard. Punk, grunge and emo classics at full volume. Earplugs available at the bar.',
    instagram: '@staticbloomband',
    website: 'https://staticbloom.example',
    styles: ['Punk', 'Alternative', 'Metal'],
    influences: ['The Clash', 'Paramore', 'Royal Blood'],
    venues: ['Forge Lane Taproom', "The Drover's Rest", 'The Tin Whistle'],
    plan: 'trial',
    colours: ['#06d6a0', '#118ab2'],
  },
  {
    stageName: 'Aurora String Quartet',
    login: 'aurora',
    bio: 'Classically trained string quartet playing ceremonies, drinks receptions and candlelit concerts. Bach to Beyoncé: send us your first-dance song and we will arrange it.',
    instagram: '@aurorastringquartet',
    website: 'https://aurorastrings.example',
    styles: ['Classical', 'Pop'],
    influences: ['Nicola Benedetti', 'Ludovico Einaudi', 'Vitamin String Quartet'],
    venues: ['Ashcombe Tithe Barn', 'Stow Hill House', 'The Regency Playhouse', 'The Granta Rooms'],
    plan: 'active',
    colours: ['#7b5ea7', '#5e8bd6'],
  },
  {
    stageName: "Marcus 'Sugar' Bell",
    login: 'marcus',
    bio: 'Liverpool blues guitarist with thirty years on the circuit and a Telecaster older than most of the audience. Slow burners, shuffles and the odd Hendrix workout.',
    instagram: '@sugarbellblues',
    website: 'https://sugarbell.example',
    styles: ['Blues', 'Rock', 'Soul'],
    influences: ['B.B. King', 'Stevie Ray Vaughan', 'Gary Clark Jr.'],
    venues: ['The Mersey Mariner', 'The Tin Whistle', 'The Linen Quarter Tavern'],
    plan: 'free',
    colours: ['#1d3557', '#457b9d'],
  },
  {
    stageName: 'Saffron Lane',
    login: 'saffron',
    bio: 'DJ and live saxophonist blending house, garage and hip hop with live sax on top. Rooftops, beach bars and club nights from Brighton to Birmingham.',
    instagram: '@saffronlanedj',
    website: 'https://saffronlane.example',
    styles: ['Electronic', 'Hip Hop', 'Pop'],
    influences: ['Fatboy Slim', 'Disclosure', 'Calvin Harris'],
    venues: ['The Salt & Shingle', 'The Assay Rooms', 'Velvet Room', "Regent's Yard Summer Stage"],
    plan: 'trial',
    colours: ['#f9a826', '#9d4edd'],
    pricing: { defaultRequest: 300, premiumRequest: 1000 },
  },
  {
    stageName: 'Niamh Kelly',
    login: 'niamh',
    bio: 'Belfast vocalist with a gospel-choir upbringing and a soft spot for big pop ballads. Weddings, theatre nights and the occasional pub that gets more than it bargained for.',
    instagram: '@niamhkellysings',
    website: 'https://niamhkelly.example',
    styles: ['Pop', 'Gospel', 'Soul'],
    influences: ['Adele', "Sinéad O'Connor", 'Aretha Franklin'],
    venues: ['The Linen Quarter Tavern', 'The Regency Playhouse', 'The Grassmarket Bothy'],
    plan: 'active',
    colours: ['#2d9c6a', '#38a3a5'],
  },
];
