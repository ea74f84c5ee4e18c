/**
 * The guided tutorial: its nine steps, in order, and its
 * buttons. A step's target may be missing for some people (an inactive account has no dashboard),
 * so no description says 'here': each reads as well on a centered card as next to its target.
 */
export const tutorialTourMessages = {
  'tutorial.welcome.title': 'Welcome to Semana!',
  'tutorial.welcome.description':
    "Semana is the owner-to-owner marketplace for vacation weeks and properties at Mexico's finest resorts. This short tour shows you how to rent out your weeks, sell a property and get help from our team. It takes about a minute.",

  'tutorial.accountMenu.title': 'Your Account Menu',
  'tutorial.accountMenu.description':
    'The Account menu at the top of every page is where everything starts: rent out a week, sell your property, add a contract or open your dashboard. Until your membership is active, it takes you to Membership to choose a plan.',

  'tutorial.addWeek.title': 'Rent Out a Week',
  'tutorial.addWeek.description':
    "Can't use your week this year? List it for rent in a couple of minutes. Travelers find it by destination, resort and unit type, and send their interest through Semana, with no hotel involvement.",

  'tutorial.weekForm.title': 'The Week Listing Form',
  'tutorial.weekForm.description':
    'Choose the resort, its location and the type of unit, then pick your check-in date: check-out is filled in for you, seven days later. Add your price in USD and the reservation code from your resort, and your week is listed.',

  'tutorial.sellProperty.title': 'Sell Your Property',
  'tutorial.sellProperty.description':
    'Ready to sell your timeshare or resort property? List it for sale and deal directly with buyers, owner to owner, avoiding the costly upgrades and restrictions of going through the hotel.',

  'tutorial.propertyForm.title': 'The Property Listing Form',
  'tutorial.propertyForm.description':
    'Tell buyers about the hotel, the unit size, the location, your price and the weeks or season included, add a description, and upload up to 7 photos (JPEG, PNG or WebP). At least one photo is required.',

  'tutorial.marketing.title': 'Our Marketing Channels',
  'tutorial.marketing.description':
    'Your enrollment fee funds marketing campaigns: we promote your listings on the major vacation-rental platforms whose logos appear on the home page, so travelers find your week wherever they search.',

  'tutorial.dashboard.title': 'Your Dashboard',
  'tutorial.dashboard.description':
    'The Dashboard link in the top bar (there once your membership is active) opens everything you have listed in one place: your weeks for rent, your properties for sale and your contracts, with quick actions to add more or remove what is no longer available.',

  'tutorial.support.title': 'Contact & Marketing Support',
  'tutorial.support.description':
    'Questions about pricing your week, your listings or our marketing? Our team is one email, call or WhatsApp message away, and glad to help you get the most from your membership. Enjoy Semana!',

  'tutorial.progress': 'Step {current} of {total}',
  'tutorial.announcement': 'Step {current} of {total}. {title}. {description}',
  'tutorial.skip': 'Skip',
  'tutorial.previous': 'Previous',
  'tutorial.next': 'Next',
  'tutorial.finish': 'Finish',
} as const;
export type TutorialTourMessages = typeof tutorialTourMessages;
