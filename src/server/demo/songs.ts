import type { MusicStyle } from '../../shared/constants';

export interface DemoSong {
  title: string;
  /** null for traditional songs nobody owns. */
  artist: string | null;
}

/** One song a line, "Title | Artist" (no artist for traditional songs), as released. */
function parse(lines: string): DemoSong[] {
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [title = '', artist] = line.split(' | ');
      return { title, artist: artist ?? null };
    });
}

/**
 * Songs people really shout for at gigs, filed under the styles a musician would play them in
 * (a few sit under two styles). Each style opens with its crowd favourites, which the seed makes
 * the most requested.
 */
export const demoSongsByStyle: Record<MusicStyle, readonly DemoSong[]> = {
  Rock: parse(`
    Bohemian Rhapsody | Queen
    Don't Stop Me Now | Queen
    Sweet Child o' Mine | Guns N' Roses
    Livin' on a Prayer | Bon Jovi
    Don't Stop Believin' | Journey
    Somebody to Love | Queen
    Another One Bites the Dust | Queen
    Under Pressure | Queen & David Bowie
    Heroes | David Bowie
    Starman | David Bowie
    Life on Mars? | David Bowie
    Let's Dance | David Bowie
    Stairway to Heaven | Led Zeppelin
    Whole Lotta Love | Led Zeppelin
    Wish You Were Here | Pink Floyd
    Comfortably Numb | Pink Floyd
    Hotel California | Eagles
    Go Your Own Way | Fleetwood Mac
    Dreams | Fleetwood Mac
    Everywhere | Fleetwood Mac
    The Chain | Fleetwood Mac
    Summer of '69 | Bryan Adams
    Eye of the Tiger | Survivor
    It's My Life | Bon Jovi
    Paradise City | Guns N' Roses
    Back in Black | AC/DC
    Highway to Hell | AC/DC
    Thunderstruck | AC/DC
    You Shook Me All Night Long | AC/DC
    Born to Run | Bruce Springsteen
    Dancing in the Dark | Bruce Springsteen
    Free Fallin' | Tom Petty
    Layla | Derek and the Dominos
    Sultans of Swing | Dire Straits
    Walk of Life | Dire Straits
    Romeo and Juliet | Dire Straits
    Hey Jude | The Beatles
    Let It Be | The Beatles
    Twist and Shout | The Beatles
    Come Together | The Beatles
    (I Can't Get No) Satisfaction | The Rolling Stones
    Paint It Black | The Rolling Stones
    Brown Sugar | The Rolling Stones
    Wild Horses | The Rolling Stones
    Baba O'Riley | The Who
    My Generation | The Who
    You Really Got Me | The Kinks
    Waterloo Sunset | The Kinks
    All Right Now | Free
    Mr. Blue Sky | Electric Light Orchestra
    Your Song | Elton John
    Rocket Man | Elton John
    I'm Still Standing | Elton John
    Piano Man | Billy Joel
    Uptown Girl | Billy Joel
    Brown Eyed Girl | Van Morrison
    Sweet Home Alabama | Lynyrd Skynyrd
    Free Bird | Lynyrd Skynyrd
    Smoke on the Water | Deep Purple
    Born to Be Wild | Steppenwolf
    Jump | Van Halen
    Here I Go Again | Whitesnake
    The Final Countdown | Europe
    Pour Some Sugar on Me | Def Leppard
    Black Betty | Ram Jam
    Rockin' All Over the World | Status Quo
    Johnny B. Goode | Chuck Berry
    Jailhouse Rock | Elvis Presley
    Suspicious Minds | Elvis Presley
    Great Balls of Fire | Jerry Lee Lewis
    Have You Ever Seen the Rain | Creedence Clearwater Revival
    Bad Moon Rising | Creedence Clearwater Revival
    Proud Mary | Creedence Clearwater Revival
    The Boys Are Back in Town | Thin Lizzy
    Whiskey in the Jar | Thin Lizzy
    Hi Ho Silver Lining | Jeff Beck
    Sex on Fire | Kings of Leon
    Use Somebody | Kings of Leon
    Everlong | Foo Fighters
    Best of You | Foo Fighters
    Learn to Fly | Foo Fighters
    Dakota | Stereophonics
    Maybe Tomorrow | Stereophonics
    Lonely Boy | The Black Keys
    Seven Nation Army | The White Stripes
  `),
  Pop: parse(`
    Dancing Queen | ABBA
    Mamma Mia | ABBA
    Shape of You | Ed Sheeran
    Uptown Funk | Mark Ronson feat. Bruno Mars
    Someone Like You | Adele
    Rolling in the Deep | Adele
    Make You Feel My Love | Adele
    Hello | Adele
    Set Fire to the Rain | Adele
    Easy on Me | Adele
    Thinking Out Loud | Ed Sheeran
    Perfect | Ed Sheeran
    Galway Girl | Ed Sheeran
    Castle on the Hill | Ed Sheeran
    Bad Habits | Ed Sheeran
    Someone You Loved | Lewis Capaldi
    Before You Go | Lewis Capaldi
    Watermelon Sugar | Harry Styles
    As It Was | Harry Styles
    Sign of the Times | Harry Styles
    Shake It Off | Taylor Swift
    Love Story | Taylor Swift
    Blank Space | Taylor Swift
    Waterloo | ABBA
    The Winner Takes It All | ABBA
    Gimme! Gimme! Gimme! (A Man After Midnight) | ABBA
    Super Trouper | ABBA
    Take On Me | a-ha
    Don't You Want Me | The Human League
    Come On Eileen | Dexys Midnight Runners
    Wake Me Up Before You Go-Go | Wham!
    Careless Whisper | George Michael
    Faith | George Michael
    Like a Prayer | Madonna
    Material Girl | Madonna
    Girls Just Want to Have Fun | Cyndi Lauper
    Time After Time | Cyndi Lauper
    Africa | Toto
    Never Gonna Give You Up | Rick Astley
    Angels | Robbie Williams
    Let Me Entertain You | Robbie Williams
    Feel | Robbie Williams
    Rock DJ | Robbie Williams
    Back for Good | Take That
    Never Forget | Take That
    Patience | Take That
    Rule the World | Take That
    Shine | Take That
    Wannabe | Spice Girls
    Spice Up Your Life | Spice Girls
    ...Baby One More Time | Britney Spears
    Toxic | Britney Spears
    Can't Get You Out of My Head | Kylie Minogue
    Spinning Around | Kylie Minogue
    Murder on the Dancefloor | Sophie Ellis-Bextor
    Sweet Caroline | Neil Diamond
    Just the Way You Are | Bruno Mars
    Locked Out of Heaven | Bruno Mars
    Happy | Pharrell Williams
    Can't Stop the Feeling! | Justin Timberlake
    Don't Start Now | Dua Lipa
    Levitating | Dua Lipa
    New Rules | Dua Lipa
    Blinding Lights | The Weeknd
    Flowers | Miley Cyrus
    Chandelier | Sia
    Poker Face | Lady Gaga
    Bad Romance | Lady Gaga
    Shallow | Lady Gaga & Bradley Cooper
    Halo | Beyoncé
    Shut Up and Dance | Walk the Moon
    Budapest | George Ezra
    Shotgun | George Ezra
    Dance Monkey | Tones and I
    I Want It That Way | Backstreet Boys
    Everybody (Backstreet's Back) | Backstreet Boys
    Karma Chameleon | Culture Club
    Rio | Duran Duran
    Hungry Like the Wolf | Duran Duran
    Gold | Spandau Ballet
    Everybody Wants to Rule the World | Tears for Fears
    Walking on Sunshine | Katrina and the Waves
    Delilah | Tom Jones
    It's Not Unusual | Tom Jones
    Love Shack | The B-52's
    Stay with Me | Sam Smith
    Shout Out to My Ex | Little Mix
    Down Under | Men at Work
    Man! I Feel Like a Woman! | Shania Twain
  `),
  Jazz: parse(`
    Fly Me to the Moon | Frank Sinatra
    Feeling Good | Nina Simone
    What a Wonderful World | Louis Armstrong
    My Way | Frank Sinatra
    The Way You Look Tonight | Frank Sinatra
    Theme from New York, New York | Frank Sinatra
    Summer Wind | Frank Sinatra
    Take Five | The Dave Brubeck Quartet
    So What | Miles Davis
    Summertime | Ella Fitzgerald & Louis Armstrong
    Dream a Little Dream of Me | Ella Fitzgerald & Louis Armstrong
    Cheek to Cheek | Ella Fitzgerald & Louis Armstrong
    Misty | Johnny Mathis
    Strange Fruit | Billie Holiday
    Don't Know Why | Norah Jones
    Come Away with Me | Norah Jones
    Sway | Michael Bublé
    Everything | Michael Bublé
    Haven't Met You Yet | Michael Bublé
    Mack the Knife | Bobby Darin
    Beyond the Sea | Bobby Darin
    L-O-V-E | Nat King Cole
    Unforgettable | Nat King Cole
    Autumn Leaves | Nat King Cole
    Moon River | Andy Williams
    Can't Take My Eyes Off You | Frankie Valli
    Cry Me a River | Julie London
    Take the "A" Train | Duke Ellington
    Watermelon Man | Herbie Hancock
    My Baby Just Cares for Me | Nina Simone
    Blue Moon | The Marcels
    At Last | Etta James
  `),
  Blues: parse(`
    The Thrill Is Gone | B.B. King
    Pride and Joy | Stevie Ray Vaughan
    Hoochie Coochie Man | Muddy Waters
    Mannish Boy | Muddy Waters
    Boom Boom | John Lee Hooker
    Sweet Home Chicago | Robert Johnson
    Cross Road Blues | Robert Johnson
    Red House | The Jimi Hendrix Experience
    Hey Joe | The Jimi Hendrix Experience
    Purple Haze | The Jimi Hendrix Experience
    All Along the Watchtower | The Jimi Hendrix Experience
    Little Wing | The Jimi Hendrix Experience
    Sunshine of Your Love | Cream
    Crossroads | Cream
    Born Under a Bad Sign | Albert King
    Smoking Gun | Robert Cray
    I'd Rather Go Blind | Etta James
    Wonderful Tonight | Eric Clapton
    Tears in Heaven | Eric Clapton
    Everybody Needs Somebody to Love | The Blues Brothers
    The House of the Rising Sun | The Animals
    Hound Dog | Elvis Presley
  `),
  Country: parse(`
    Jolene | Dolly Parton
    Take Me Home, Country Roads | John Denver
    Ring of Fire | Johnny Cash
    Tennessee Whiskey | Chris Stapleton
    9 to 5 | Dolly Parton
    Folsom Prison Blues | Johnny Cash
    Hurt | Johnny Cash
    I Walk the Line | Johnny Cash
    Jackson | Johnny Cash & June Carter
    Friends in Low Places | Garth Brooks
    Stand by Your Man | Tammy Wynette
    Crazy | Patsy Cline
    Wagon Wheel | Darius Rucker
    Before He Cheats | Carrie Underwood
    Islands in the Stream | Kenny Rogers & Dolly Parton
    The Gambler | Kenny Rogers
    Cotton Eye Joe | Rednex
    Achy Breaky Heart | Billy Ray Cyrus
    Need You Now | Lady A
    Chicken Fried | Zac Brown Band
    You're Still the One | Shania Twain
    That Don't Impress Me Much | Shania Twain
  `),
  Folk: parse(`
    I'm Gonna Be (500 Miles) | The Proclaimers
    Fairytale of New York | The Pogues feat. Kirsty MacColl
    The Wild Rover | The Dubliners
    Dirty Old Town | The Pogues
    The Sound of Silence | Simon & Garfunkel
    Mrs. Robinson | Simon & Garfunkel
    Bridge over Troubled Water | Simon & Garfunkel
    The Boxer | Simon & Garfunkel
    Blowin' in the Wind | Bob Dylan
    The Times They Are a-Changin' | Bob Dylan
    Like a Rolling Stone | Bob Dylan
    Knockin' on Heaven's Door | Bob Dylan
    Mr. Tambourine Man | Bob Dylan
    Make You Feel My Love | Bob Dylan
    Streets of London | Ralph McTell
    Big Yellow Taxi | Joni Mitchell
    Both Sides, Now | Joni Mitchell
    Harvest Moon | Neil Young
    Heart of Gold | Neil Young
    I Will Wait | Mumford & Sons
    Little Lion Man | Mumford & Sons
    The Cave | Mumford & Sons
    Ho Hey | The Lumineers
    Letter from America | The Proclaimers
    Sunshine on Leith | The Proclaimers
    Caledonia | Dougie MacLean
    Flower of Scotland | The Corries
    Wellerman | Nathan Evans
    Little Talks | Of Monsters and Men
    Mull of Kintyre | Wings
    Danny Boy
    Auld Lang Syne
  `),
  Classical: parse(`
    Canon in D | Johann Pachelbel
    Clair de lune | Claude Debussy
    Gymnopédie No. 1 | Erik Satie
    Air on the G String | Johann Sebastian Bach
    Nessun dorma | Luciano Pavarotti
    Für Elise | Ludwig van Beethoven
    Moonlight Sonata | Ludwig van Beethoven
    Ave Maria | Franz Schubert
    Wedding March | Felix Mendelssohn
    Bridal Chorus | Richard Wagner
    The Arrival of the Queen of Sheba | George Frideric Handel
    Jesu, Joy of Man's Desiring | Johann Sebastian Bach
    Con te partirò | Andrea Bocelli
    Time to Say Goodbye | Andrea Bocelli & Sarah Brightman
    The Swan | Camille Saint-Saëns
    Nimrod | Edward Elgar
    The Lark Ascending | Ralph Vaughan Williams
    The Four Seasons: Spring | Antonio Vivaldi
  `),
  Electronic: parse(`
    Insomnia | Faithless
    Blue Monday | New Order
    Sandstorm | Darude
    One More Time | Daft Punk
    Around the World | Daft Punk
    Get Lucky | Daft Punk feat. Pharrell Williams
    Born Slippy .NUXX | Underworld
    Praise You | Fatboy Slim
    Right Here, Right Now | Fatboy Slim
    Firestarter | The Prodigy
    Block Rockin' Beats | The Chemical Brothers
    Enjoy the Silence | Depeche Mode
    Personal Jesus | Depeche Mode
    Just Can't Get Enough | Depeche Mode
    Sweet Dreams (Are Made of This) | Eurythmics
    Smalltown Boy | Bronski Beat
    Relax | Frankie Goes to Hollywood
    Tainted Love | Soft Cell
    Levels | Avicii
    Wake Me Up | Avicii
    Feel So Close | Calvin Harris
    Summer | Calvin Harris
    Latch | Disclosure feat. Sam Smith
    Show Me Love | Robin S.
    Finally | CeCe Peniston
    Rhythm Is a Dancer | Snap!
    What Is Love | Haddaway
    Children | Robert Miles
    Teardrop | Massive Attack
    Unfinished Sympathy | Massive Attack
    Glory Box | Portishead
    Titanium | David Guetta feat. Sia
    We Found Love | Rihanna feat. Calvin Harris
  `),
  'Hip Hop': parse(`
    Lose Yourself | Eminem
    Gangsta's Paradise | Coolio feat. L.V.
    Hey Ya! | Outkast
    Jump Around | House of Pain
    Juicy | The Notorious B.I.G.
    Ms. Jackson | Outkast
    In Da Club | 50 Cent
    Rapper's Delight | The Sugarhill Gang
    It Was a Good Day | Ice Cube
    California Love | 2Pac feat. Dr. Dre
    Empire State of Mind | Jay-Z feat. Alicia Keys
    Gold Digger | Kanye West feat. Jamie Foxx
    Stronger | Kanye West
    Stan | Eminem feat. Dido
    Ready or Not | Fugees
    Fight the Power | Public Enemy
    Walk This Way | Run-D.M.C. feat. Aerosmith
    Nuthin' but a 'G' Thang | Dr. Dre feat. Snoop Doggy Dogg
    Dance wiv Me | Dizzee Rascal feat. Calvin Harris & Chrome
    Alright | Kendrick Lamar
  `),
  'R&B': parse(`
    No Diggity | Blackstreet feat. Dr. Dre
    Crazy in Love | Beyoncé feat. Jay-Z
    Umbrella | Rihanna feat. Jay-Z
    Single Ladies (Put a Ring on It) | Beyoncé
    No Scrubs | TLC
    Waterfalls | TLC
    Say My Name | Destiny's Child
    If I Ain't Got You | Alicia Keys
    Fallin' | Alicia Keys
    Killing Me Softly | Fugees
    All of Me | John Legend
    Ordinary People | John Legend
    Back to Life (However Do You Want Me) | Soul II Soul
    Ain't Nobody | Rufus & Chaka Khan
    Crazy | Gnarls Barkley
    Kiss from a Rose | Seal
    Crazy | Seal
    Golden | Jill Scott
  `),
  Soul: parse(`
    Valerie | Amy Winehouse
    Rehab | Amy Winehouse
    Back to Black | Amy Winehouse
    Respect | Aretha Franklin
    Stand by Me | Ben E. King
    Superstition | Stevie Wonder
    Isn't She Lovely | Stevie Wonder
    Signed, Sealed, Delivered I'm Yours | Stevie Wonder
    Sir Duke | Stevie Wonder
    I Wish | Stevie Wonder
    (You Make Me Feel Like) A Natural Woman | Aretha Franklin
    Think | Aretha Franklin
    I Say a Little Prayer | Aretha Franklin
    I Heard It Through the Grapevine | Marvin Gaye
    Let's Get It On | Marvin Gaye
    What's Going On | Marvin Gaye
    Ain't No Mountain High Enough | Marvin Gaye & Tammi Terrell
    (Sittin' On) The Dock of the Bay | Otis Redding
    Try a Little Tenderness | Otis Redding
    My Girl | The Temptations
    You Can't Hurry Love | The Supremes
    Stop! In the Name of Love | The Supremes
    I Want You Back | The Jackson 5
    ABC | The Jackson 5
    A Change Is Gonna Come | Sam Cooke
    Bring It On Home to Me | Sam Cooke
    Son of a Preacher Man | Dusty Springfield
    You Don't Have to Say You Love Me | Dusty Springfield
    Ain't No Sunshine | Bill Withers
    Lean on Me | Bill Withers
    Lovely Day | Bill Withers
    Georgia on My Mind | Ray Charles
    Hit the Road Jack | Ray Charles
    Let's Stay Together | Al Green
    Mercy | Duffy
    Rescue Me | Fontella Bass
    Valerie | The Zutons
    Dancing in the Street | Martha and the Vandellas
    Reet Petite | Jackie Wilson
    (Your Love Keeps Lifting Me) Higher and Higher | Jackie Wilson
    Build Me Up Buttercup | The Foundations
    The Tracks of My Tears | Smokey Robinson & The Miracles
    Be My Baby | The Ronettes
    Shout | The Isley Brothers
    Put Your Records On | Corinne Bailey Rae
    I Will Survive | Gloria Gaynor
    The Best | Tina Turner
    What's Love Got to Do with It | Tina Turner
  `),
  Funk: parse(`
    September | Earth, Wind & Fire
    Superstition | Stevie Wonder
    Play That Funky Music | Wild Cherry
    Le Freak | Chic
    Good Times | Chic
    Let's Groove | Earth, Wind & Fire
    Boogie Wonderland | Earth, Wind & Fire with The Emotions
    Get Up (I Feel Like Being a) Sex Machine | James Brown
    I Got You (I Feel Good) | James Brown
    Jungle Boogie | Kool & the Gang
    Celebration | Kool & the Gang
    Get Down On It | Kool & the Gang
    Give Up the Funk (Tear the Roof off the Sucker) | Parliament
    Kiss | Prince
    Purple Rain | Prince
    Virtual Insanity | Jamiroquai
    Canned Heat | Jamiroquai
    Cosmic Girl | Jamiroquai
    Brick House | Commodores
    Easy | Commodores
    Billie Jean | Michael Jackson
    Don't Stop 'Til You Get Enough | Michael Jackson
    Rock with You | Michael Jackson
    Thriller | Michael Jackson
    Beat It | Michael Jackson
    Man in the Mirror | Michael Jackson
    Lady Marmalade | Labelle
    I Feel Love | Donna Summer
    Hot Stuff | Donna Summer
    Stayin' Alive | Bee Gees
    You Should Be Dancing | Bee Gees
    Night Fever | Bee Gees
    Don't Leave Me This Way | The Communards
    You Spin Me Round (Like a Record) | Dead or Alive
  `),
  Reggae: parse(`
    Three Little Birds | Bob Marley & The Wailers
    Redemption Song | Bob Marley & The Wailers
    No Woman, No Cry | Bob Marley & The Wailers
    Could You Be Loved | Bob Marley & The Wailers
    One Love/People Get Ready | Bob Marley & The Wailers
    Is This Love | Bob Marley & The Wailers
    Buffalo Soldier | Bob Marley & The Wailers
    Jamming | Bob Marley & The Wailers
    Red Red Wine | UB40
    Kingston Town | UB40
    Israelites | Desmond Dekker & The Aces
    The Tide Is High | Blondie
    Pressure Drop | Toots & the Maytals
    54-46 That's My Number | Toots & the Maytals
    Many Rivers to Cross | Jimmy Cliff
    You Can Get It If You Really Want | Jimmy Cliff
    Uptown Top Ranking | Althea & Donna
    Night Nurse | Gregory Isaacs
    Baggy Trousers | Madness
    Our House | Madness
    One Step Beyond | Madness
    Ghost Town | The Specials
    A Message to You Rudy | The Specials
    Mirror in the Bathroom | The Beat
  `),
  Alternative: parse(`
    Creep | Radiohead
    Zombie | The Cranberries
    Smells Like Teen Spirit | Nirvana
    Karma Police | Radiohead
    High and Dry | Radiohead
    Fake Plastic Trees | Radiohead
    Linger | The Cranberries
    Dreams | The Cranberries
    Come as You Are | Nirvana
    Under the Bridge | Red Hot Chili Peppers
    Californication | Red Hot Chili Peppers
    Scar Tissue | Red Hot Chili Peppers
    Black | Pearl Jam
    Alive | Pearl Jam
    Losing My Religion | R.E.M.
    Everybody Hurts | R.E.M.
    Man on the Moon | R.E.M.
    With or Without You | U2
    One | U2
    I Still Haven't Found What I'm Looking For | U2
    Beautiful Day | U2
    Just Like Heaven | The Cure
    Friday I'm in Love | The Cure
    Boys Don't Cry | The Cure
    Love Will Tear Us Apart | Joy Division
    This Charming Man | The Smiths
    There Is a Light That Never Goes Out | The Smiths
    Psycho Killer | Talking Heads
    Once in a Lifetime | Talking Heads
    Shout | Tears for Fears
    Mad World | Tears for Fears
    Don't Dream It's Over | Crowded House
    Weather with You | Crowded House
    Mr. Jones | Counting Crows
    Iris | Goo Goo Dolls
    1979 | The Smashing Pumpkins
    Tonight, Tonight | The Smashing Pumpkins
    Teenage Dirtbag | Wheatus
    Bring Me to Life | Evanescence
    In the End | Linkin Park
    Numb | Linkin Park
    Take Me to Church | Hozier
    Kids | MGMT
    Electric Feel | MGMT
    Pompeii | Bastille
    Dog Days Are Over | Florence + The Machine
    You've Got the Love | Florence + The Machine
    Shake It Out | Florence + The Machine
    Lust for Life | Iggy Pop
    The Passenger | Iggy Pop
  `),
  Indie: parse(`
    Wonderwall | Oasis
    Mr. Brightside | The Killers
    Don't Look Back in Anger | Oasis
    I Bet You Look Good on the Dancefloor | Arctic Monkeys
    Chelsea Dagger | The Fratellis
    Champagne Supernova | Oasis
    Live Forever | Oasis
    Half the World Away | Oasis
    Stop Crying Your Heart Out | Oasis
    Slide Away | Oasis
    Whatever | Oasis
    Supersonic | Oasis
    Cigarettes & Alcohol | Oasis
    Somebody Told Me | The Killers
    Human | The Killers
    When You Were Young | The Killers
    Bitter Sweet Symphony | The Verve
    The Drugs Don't Work | The Verve
    Lucky Man | The Verve
    Common People | Pulp
    Disco 2000 | Pulp
    Parklife | Blur
    Song 2 | Blur
    Girls & Boys | Blur
    Tender | Blur
    Beetlebum | Blur
    Yellow | Coldplay
    The Scientist | Coldplay
    Fix You | Coldplay
    Viva la Vida | Coldplay
    Chasing Cars | Snow Patrol
    Run | Snow Patrol
    Do I Wanna Know? | Arctic Monkeys
    R U Mine? | Arctic Monkeys
    505 | Arctic Monkeys
    Fluorescent Adolescent | Arctic Monkeys
    Mardy Bum | Arctic Monkeys
    Take Me Out | Franz Ferdinand
    Last Nite | The Strokes
    Someday | The Strokes
    There She Goes | The La's
    Town Called Malice | The Jam
    Going Underground | The Jam
    I Predict a Riot | Kaiser Chiefs
    Ruby | Kaiser Chiefs
    Golden Brown | The Stranglers
    She Bangs the Drums | The Stone Roses
    I Wanna Be Adored | The Stone Roses
    Fools Gold | The Stone Roses
    Step On | Happy Mondays
    The Only One I Know | The Charlatans
    The Day We Caught the Train | Ocean Colour Scene
    Alright | Supergrass
    Beautiful Ones | Suede
    Animal Nitrate | Suede
    Everybody's Changing | Keane
    Somewhere Only We Know | Keane
    Sweet Disposition | The Temper Trap
    Lovefool | The Cardigans
  `),
  Metal: parse(`
    Enter Sandman | Metallica
    Nothing Else Matters | Metallica
    Master of Puppets | Metallica
    Paranoid | Black Sabbath
    Iron Man | Black Sabbath
    War Pigs | Black Sabbath
    The Trooper | Iron Maiden
    Run to the Hills | Iron Maiden
    Ace of Spades | Motörhead
    Breaking the Law | Judas Priest
    Chop Suey! | System of a Down
    Killing in the Name | Rage Against the Machine
    Holy Diver | Dio
    Crazy Train | Ozzy Osbourne
    Raining Blood | Slayer
    Walk | Pantera
    Duality | Slipknot
    Highway Star | Deep Purple
    Is This Love | Whitesnake
  `),
  Punk: parse(`
    Teenage Kicks | The Undertones
    London Calling | The Clash
    Should I Stay or Should I Go | The Clash
    Basket Case | Green Day
    All the Small Things | Blink-182
    Anarchy in the U.K. | Sex Pistols
    Ever Fallen in Love (With Someone You Shouldn't've) | Buzzcocks
    Good Riddance (Time of Your Life) | Green Day
    American Idiot | Green Day
    Holiday | Green Day
    Blitzkrieg Bop | Ramones
    I Wanna Be Sedated | Ramones
    God Save the Queen | Sex Pistols
    Pretty Vacant | Sex Pistols
    White Riot | The Clash
    Rock the Casbah | The Clash
    Alternative Ulster | Stiff Little Fingers
    New Rose | The Damned
    Fat Lip | Sum 41
    The Middle | Jimmy Eat World
    Misery Business | Paramore
    Welcome to the Black Parade | My Chemical Romance
    Helena | My Chemical Romance
    Sugar, We're Goin Down | Fall Out Boy
    I Write Sins Not Tragedies | Panic! at the Disco
    Dammit | Blink-182
    What's My Age Again? | Blink-182
    Self Esteem | The Offspring
    Pretty Fly (for a White Guy) | The Offspring
    Hit Me with Your Rhythm Stick | Ian Dury & the Blockheads
  `),
  Gospel: parse(`
    Oh Happy Day | The Edwin Hawkins Singers
    Amazing Grace | Aretha Franklin
    People Get Ready | The Impressions
    Spirit in the Sky | Norman Greenbaum
    Put Your Hand in the Hand | Ocean
    I'll Fly Away | Alison Krauss & Gillian Welch
    Down to the River to Pray | Alison Krauss
    Precious Lord, Take My Hand | Mahalia Jackson
    Total Praise | Richard Smallwood
    Break Every Chain | Tasha Cobbs
    Swing Low, Sweet Chariot
    Amazing Grace
    Jerusalem
  `),
  Latin: parse(`
    Despacito | Luis Fonsi feat. Daddy Yankee
    La Bamba | Ritchie Valens
    Bamboléo | Gipsy Kings
    Volare | Gipsy Kings
    Livin' la Vida Loca | Ricky Martin
    Hips Don't Lie | Shakira feat. Wyclef Jean
    Whenever, Wherever | Shakira
    Hero | Enrique Iglesias
    Black Magic Woman | Santana
    Oye Como Va | Santana
    Smooth | Santana feat. Rob Thomas
    Maria Maria | Santana feat. The Product G&B
    Guantanamera | Celia Cruz
    Chan Chan | Buena Vista Social Club
    Conga | Miami Sound Machine
    Macarena | Los del Río
    Mas que Nada | Sérgio Mendes & Brasil '66
    Suavemente | Elvis Crespo
    La Isla Bonita | Madonna
    The Girl from Ipanema | Stan Getz & João Gilberto
  `),
  'World Music': parse(`
    La Vie en rose | Édith Piaf
    Pata Pata | Miriam Makeba
    7 Seconds | Youssou N'Dour & Neneh Cherry
    Mundian To Bach Ke | Panjabi MC
    Sweet Lullaby | Deep Forest
    Yé ké yé ké | Mory Kanté
    Sodade | Cesária Évora
    Waka Waka (This Time for Africa) | Shakira feat. Freshlyground
    You Can Call Me Al | Paul Simon
    Graceland | Paul Simon
    Diamonds on the Soles of Her Shoes | Paul Simon
    Orinoco Flow | Enya
    Jerusalema | Master KG feat. Nomcebo Zikode
  `),
  Acoustic: parse(`
    Fast Car | Tracy Chapman
    Wonderful Tonight | Eric Clapton
    I'm Yours | Jason Mraz
    Riptide | Vance Joy
    Let Her Go | Passenger
    Banana Pancakes | Jack Johnson
    Better Together | Jack Johnson
    Hey There Delilah | Plain White T's
    Here Comes the Sun | The Beatles
    Blackbird | The Beatles
    Yesterday | The Beatles
    Something | The Beatles
    Wild World | Cat Stevens
    Father and Son | Cat Stevens
    Moonshadow | Cat Stevens
    Skinny Love | Bon Iver
    Holocene | Bon Iver
    Hold Back the River | James Bay
    Let It Go | James Bay
    Photograph | Ed Sheeran
    Lego House | Ed Sheeran
    The A Team | Ed Sheeran
    Green Green Grass | George Ezra
    Kiss Me | Sixpence None the Richer
    Torn | Natalie Imbruglia
    Don't Speak | No Doubt
    Tears in Heaven | Eric Clapton
  `),
  'Singer-Songwriter': parse(`
    Hallelujah | Jeff Buckley
    Imagine | John Lennon
    Hallelujah | Leonard Cohen
    Fields of Gold | Sting
    Englishman in New York | Sting
    Every Breath You Take | The Police
    Roxanne | The Police
    Message in a Bottle | The Police
    You're Beautiful | James Blunt
    1973 | James Blunt
    Gravity | John Mayer
    Slow Dancing in a Burning Room | John Mayer
    Your Body Is a Wonderland | John Mayer
    The Blower's Daughter | Damien Rice
    Cannonball | Damien Rice
    Fire and Rain | James Taylor
    You've Got a Friend | Carole King
    Tiny Dancer | Elton John
    Vienna | Billy Joel
    Moondance | Van Morrison
    You Oughta Know | Alanis Morissette
    Ironic | Alanis Morissette
    Say Something | A Great Big World & Christina Aguilera
    Too Good at Goodbyes | Sam Smith
    Skyfall | Adele
    Chasing Pavements | Adele
    I Won't Back Down | Tom Petty
    Happy Birthday to You
  `),
};
