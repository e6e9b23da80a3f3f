import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';

/** An unknown category or service: the app's not-found page (the route's error boundary shows it). */
export function landingNotFound(): never {
  throw new ErrorResponse(404, 'Not Found', null);
}
