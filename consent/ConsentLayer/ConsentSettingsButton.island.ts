// The footer's "Cookieindstillinger" button as an island (islands/): it starts when pressed.
export { ConsentSettingsButton as default } from './ConsentSettingsButton.tsx'
