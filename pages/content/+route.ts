// One route serves every page definition in data/pages; +data answers 404 for anything else.
export default '/*'
