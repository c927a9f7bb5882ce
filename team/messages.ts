/** The team cards', the team list's and the member pages' texts. */
export const teamMessages = {
  readMore: 'Læs mere',
  readLess: 'Vis mindre',
  /** The names of the read-more buttons, so several on a page can be told apart. */
  readMoreAbout: (name: string) => `Læs mere om ${name}`,
  readLessAbout: (name: string) => `Vis mindre om ${name}`,
  portraitAlt: (name: string) => `Portræt af ${name}`,
  expertise: 'Ekspertise',
  contact: 'Kontakt',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefon',
  phoneNumber: 'telefonnummer',
  copy: 'Kopier',
  copyEmailShort: 'Kopiér e-mail',
  copied: 'Kopieret',
  linkedin: 'LinkedIn',
  linkedinProfile: 'LinkedIn Profil',
  backToTeam: 'Tilbage til teamet',
  bookWith: (firstName: string) => `Book en dialog med ${firstName}`,
  /** Home team card toast (SPEC.md section 8, quoted in English). */
  copiedEmailToast: 'Copied email',
  /** Detail page toast (SPEC.md section 8). */
  copiedToastTitle: 'Kopieret!',
  copiedToastText: (what: 'Email' | 'Telefonnummer') => `${what} er kopieret til udklipsholderen`,
  /** The member shell's heading while the member is looked up (shown to screen readers only). */
  memberHeading: 'Teammedlem',
  loading: 'Henter teammedlem …',
  notFoundTitle: 'Teammedlem ikke fundet',
  /** Said to screen readers once a member looked up in the content system has been found. */
  memberFound: (name: string) => `Profilen for ${name} er hentet.`,
  notFoundText: 'Det ønskede teammedlem kunne ikke findes.',
  loadingMore: 'Henter flere kolleger …',
  /** A member page still waiting for the content system after a few seconds. */
  slowMember: 'Det tager længere tid end normalt at hente profilen. Vi prøver fortsat – imens kan du se resten af holdet eller kontakte os direkte.',
  /** /team still waiting for the content system's members after a few seconds. */
  slowList:
    'Det tager længere tid end normalt at hente resten af holdet. Vi prøver fortsat – herunder ser du vores faste team, og du er altid velkommen til at kontakte os.',
  /** A member page known only to the content system, without JavaScript. */
  memberNoScript: 'Profilen hentes, når JavaScript er slået til. Du kan i stedet se resten af holdet eller kontakte os direkte.',
  seeTeam: 'Se holdet',
  contactUs: 'Kontakt os',
  placeholderBadge: 'Ledig stilling',
}

/** What the content-system client logs and tells visitors. */
export const contentSystemMessages = {
  unknownName: 'Unknown Name',
  unknownRole: 'Unknown Role',
  timedOut: 'Request timed out',
  httpError: 'HTTP error! status: {code}',
  customFieldsError: 'ACF HTTP {code}',
  memberNotFound: 'Team member with slug "{slug}" not found',
  membersFailed: 'Failed to fetch team members',
  memberFailed: 'Failed to fetch team member',
}
