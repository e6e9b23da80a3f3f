/** The notice the ONS postcode data's licence asks for wherever distances from postcodes are used. */
export function PostcodeAttribution() {
  return (
    <p className="lp-landing__attribution">
      Distances use postcode district centroids. Contains OS data © Crown copyright and database right 2025; Contains
      Royal Mail data © Royal Mail copyright and database right 2025; Source: Office for National Statistics licensed
      under the Open Government Licence v.3.0.
    </p>
  );
}
