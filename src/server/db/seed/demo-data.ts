/**
 * Word lists for the demo data: names of the owners and guests who use a Mexican vacation
 * marketplace (Mexican, American and Canadian), and the phrases listings and messages are built
 * from. Every e-mail domain is reserved for examples (RFC 2606), so no demo mail reaches anyone.
 */

/** Comma-separated, because a long list of short names is easier to read as a line of text. */
const list = (text: string) => text.split(/,\s*/);

export const MEXICAN_FIRST_NAMES = list(
  'María, José, Guadalupe, Juan, Alejandra, Luis, Fernanda, Carlos, Sofía, Jorge, Valeria, ' +
    'Miguel, Ximena, Ricardo, Daniela, Arturo, Mariana, Eduardo, Paola, Alejandro, Gabriela, ' +
    'Roberto, Lucía, Héctor, Regina, Francisco, Camila, Andrés, Renata, Javier',
);

export const MEXICAN_LAST_NAMES = list(
  'Hernández, García, Martínez, López, González, Rodríguez, Pérez, Sánchez, Ramírez, Flores, ' +
    'Gómez, Díaz, Cruz, Morales, Reyes, Ortiz, Gutiérrez, Chávez, Ruiz, Mendoza, Aguilar, Vargas, ' +
    'Castillo, Jiménez, Romero, Herrera, Medina, Salazar, Villarreal, De la Torre',
);

export const NORTH_AMERICAN_FIRST_NAMES = list(
  'James, Mary, Robert, Patricia, Michael, Jennifer, David, Linda, William, Susan, Richard, ' +
    'Karen, Thomas, Nancy, Brian, Lisa, Kevin, Michelle, Scott, Heather, Gary, Donna, Doug, ' +
    'Sharon, Wayne, Brenda, Craig, Janet, Glenn, Colleen',
);

export const NORTH_AMERICAN_LAST_NAMES = list(
  'Smith, Johnson, Williams, Brown, Miller, Wilson, Anderson, Taylor, Thomas, Moore, Martin, ' +
    'Thompson, White, Harris, Clark, Lewis, Walker, Young, Allen, Campbell, Stewart, Morrison, ' +
    'MacDonald, Fraser, Tremblay, Gagnon, Bouchard, Olsen, Peterson, Kowalski',
);

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

export const LISTING_TYPES = [
  'Timeshare Week',
  'Deeded Ownership',
  'Points Membership',
  'Fractional Ownership',
];

export const SEASONS = ['Platinum Season', 'Gold Season', 'Silver Season', 'Red Season', 'Diamond Season'];

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const LISTING_OPENERS = [
  'Well-kept {unit} at {hotel}, steps from the beach in {location}.',
  'Rare chance to own a {unit} at {hotel} in {location}.',
  'Our family {unit} at {hotel} ({location}) is now for sale.',
  'Spacious {unit} at {hotel}, one of the best-located resorts in {location}.',
  'Motivated seller: {unit} at {hotel}, {location}.',
];

export const LISTING_FEATURES = [
  'The unit was renovated recently and has a full kitchen, two terraces and a view of the sunset over the water.',
  'Guests enjoy three pools, a spa, a kids club and restaurants on site, all within walking distance.',
  'Maintenance fees are current and there are no liens; the resort transfers ownership in about six weeks.',
  'The week can be split into two shorter stays or exchanged for other resorts in the club.',
  'It is a quiet building away from the nightlife, ideal for families and couples.',
  'Golf, fishing charters and whale watching are a short drive from the lobby.',
  'Reserved parking, high-speed internet and daily housekeeping are included.',
];

export const LISTING_CLOSERS = [
  'Serious offers only; happy to answer questions and share the contract.',
  'We are selling because the kids have grown up; price is negotiable.',
  'Transfer costs are shared 50/50 with the buyer.',
  'Includes the current year of use if closed within sixty days.',
];

export const WEEK_INTEREST_MESSAGES = [
  'Hi, is this week still available? We are a family of four and would love to book it.',
  'Could you confirm the check-in day and whether the unit has an ocean view?',
  'Interested! Is the price negotiable if we pay in full this week?',
  'We are celebrating our anniversary and these dates are perfect. How do we proceed?',
  'Does the rate include the all-inclusive plan or only the room?',
  'Is the resort pet friendly? We travel with a small dog.',
];

export const PROPERTY_INTEREST_MESSAGES = [
  'I would like more details on the maintenance fees and the transfer process.',
  'Is the price firm? I can close quickly.',
  'Could you send the contract terms and the remaining years of use?',
  'We own at a sister resort and are looking to upgrade. Is this still for sale?',
  'What season is the week in, and can it be used for exchange?',
];

export const WEEK_REQUEST_DETAILS = [
  'Two adults and two children; a two-bedroom unit would be ideal.',
  'Looking for an ocean view, flexible by a few days either way.',
  'Group of six friends, happy with a lock-off unit.',
  'Honeymoon trip; a suite with a jacuzzi would be wonderful.',
  'We need a ground-floor unit for my father, who uses a wheelchair.',
];

export const CONTRACT_ADDENDUMS = [
  'Includes the all-inclusive meal plan upgrade at a 40% owner discount.',
  'Golf rider: two rounds per stay at the resort course.',
  'Exchange-network membership included until the next renewal.',
  'Upgrade rights to a larger unit in the same season, subject to availability.',
  'Maintenance fee frozen for the first five years.',
];

export const UNIT_IMAGE_CAPTIONS = [
  'Living room with terrace',
  'Main bedroom',
  'View from the balcony',
  'Pool at sunset',
  'Kitchen and dining area',
  'Beach in front of the resort',
];
