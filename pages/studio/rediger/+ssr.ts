// The editor (Puck) renders in the browser only.
export default false
