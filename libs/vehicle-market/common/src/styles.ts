// Side-effect imports of this library's stylesheets that server-rendered pages need (see lazy-page.tsx).
import './watchlist/watchlist.module.css';
