/** Types of scripts/generate-contract.mjs for the tests. */
/** The generated files (name -> text) of src/lib/api/contract, from contract/openapi.yaml. */
export declare function generate(): Record<string, string>;
