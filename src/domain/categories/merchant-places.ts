import { words } from './merchant-noise.js'

/**
 * Places that card terminals and banks append after a merchant's name ("STARBUCKS SAN FRANCISCO CA",
 * "MIGROS KADIKOY ISTANBUL TR", "TESCO LONDON GB"). merchantKey() strips them from the end of a
 * name only, and never the last word, so "Paris Baguette" and "London Drugs" keep their names.
 *
 * The list is the larger cities (and the busiest districts of Istanbul and Mumbai) of the markets
 * Ledgerline's statements and notifications come from; a town not listed stays in the key
 * (docs/merchant-key.md "Limits of the key"). Written without diacritics and in lower case: the
 * key folds letters before it compares.
 */
const CITIES = `
new york|nyc|brooklyn|queens|manhattan|bronx|los angeles|la|san francisco|sf|oakland|san jose|berkeley|palo alto|
mountain view|sunnyvale|los gatos|cupertino|menlo park|santa clara|san diego|sacramento|fresno|long beach|seattle|bellevue|redmond|portland|
chicago|evanston|houston|dallas|austin|san antonio|fort worth|el paso|phoenix|scottsdale|tempe|tucson|
las vegas|reno|denver|boulder|salt lake city|albuquerque|boston|cambridge|somerville|philadelphia|pittsburgh|
washington|arlington|alexandria|baltimore|atlanta|miami|miami beach|orlando|tampa|jacksonville|charlotte|
raleigh|durham|nashville|memphis|louisville|columbus|cleveland|cincinnati|detroit|ann arbor|indianapolis|
milwaukee|minneapolis|st paul|saint paul|kansas city|st louis|saint louis|omaha|new orleans|oklahoma city|
honolulu|anchorage|bentonville|jersey city|newark|hoboken|buffalo|rochester|richmond|norfolk|toronto|vancouver|montreal|
london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|coventry|
bradford|cardiff|swansea|glasgow|edinburgh|aberdeen|dundee|belfast|brighton|oxford|cambridge|reading|
southampton|portsmouth|york|bath|milton keynes|croydon|guernsey|jersey|
istanbul|ankara|izmir|bursa|antalya|adana|konya|gaziantep|kayseri|mersin|eskisehir|trabzon|samsun|denizli|
bodrum|kocaeli|sakarya|kadikoy|besiktas|sisli|uskudar|beyoglu|bakirkoy|atasehir|maltepe|sariyer|fatih|
umraniye|kartal|pendik|beylikduzu|esenyurt|cankaya|kecioren|karsiyaka|bornova|
mumbai|bombay|andheri|bandra|powai|thane|navi mumbai|delhi|new delhi|gurgaon|gurugram|noida|faridabad|
bangalore|bengaluru|hyderabad|secunderabad|chennai|kolkata|calcutta|pune|ahmedabad|surat|jaipur|lucknow|
kanpur|nagpur|indore|bhopal|chandigarh|kochi|cochin|coimbatore|visakhapatnam|vadodara|goa|mysore|mysuru|
berlin|hamburg|munchen|muenchen|munich|koln|koeln|cologne|frankfurt|frankfurt am main|stuttgart|dusseldorf|
duesseldorf|leipzig|dresden|hannover|nurnberg|nuernberg|nuremberg|bremen|essen|dortmund|bonn|
paris|marseille|lyon|toulouse|nice|nantes|strasbourg|montpellier|bordeaux|lille|
madrid|barcelona|valencia|sevilla|seville|malaga|bilbao|zaragoza|palma|
roma|rome|milano|milan|napoli|naples|torino|turin|firenze|florence|bologna|venezia|venice|
amsterdam|rotterdam|den haag|the hague|utrecht|eindhoven|brussels|bruxelles|brussel|antwerpen|antwerp|
dublin|cork|galway|lisboa|lisbon|porto|wien|vienna|zurich|geneve|geneva|basel|bern|
stockholm|goteborg|gothenburg|oslo|kobenhavn|copenhagen|helsinki|warszawa|warsaw|krakow|praha|prague|
budapest|athina|athens|bucuresti|bucharest|sofia|dubai|abu dhabi|doha|singapore|hong kong|tokyo|sydney|
melbourne`

/** States, provinces and countries as statements abbreviate or spell them after the city. */
const REGIONS = `
al|ak|az|ar|ca|co|ct|dc|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|
ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|on|qc|bc|ab|
us|usa|united states|gb|gbr|uk|united kingdom|great britain|england|scotland|wales|ie|irl|ireland|
tr|tur|turkey|turkiye|in|ind|india|mh|ka|dl|tn|hr|up|wb|ts|
de|deu|germany|deutschland|fr|fra|france|es|esp|spain|espana|it|ita|italy|italia|nl|nld|netherlands|
nederland|be|bel|belgium|at|aut|austria|ch|che|switzerland|pt|prt|portugal|se|swe|no|nor|dk|dnk|fi|fin|
pl|pol|cz|hu|gr|ro|bg|ae|are|uae|sg|sgp|hk|jp|au|aus|nz|cn|can|canada|eu|europe|emea|intl|international`

/** Multi-word place names as word lists ("san francisco" -> ["san", "francisco"]). */
export const PLACE_PHRASES = words(CITIES)
export const REGION_PHRASES = words(REGIONS)
