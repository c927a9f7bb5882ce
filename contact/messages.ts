/** The contact page's own texts beyond the form (booking and details). */
export const contactMessages = {
  addressLabel: 'Adresse',
  phoneLabel: 'Telefon',
  emailLabel: 'E-mail',
  hoursLabel: 'Åbningstider',
  copyEmail: 'Kopiér e-mail',
  copied: 'Kopieret',
  bookingLoading: 'Indlæser booking kalendar...',
  bookingErrorTitle: 'Booking ikke tilgængelig',
  bookingErrorText: 'Kalenderen kunne ikke indlæses. Kontakt os direkte i stedet.',
  bookingErrorMail: 'Send Email',
  bookingRegion: 'Bookingkalender',
  bookingNoScript: 'Kalenderen kræver, at JavaScript er slået til. Skriv eller ring til os, så finder vi et tidspunkt.',
}
