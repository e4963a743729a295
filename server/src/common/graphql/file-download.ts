import { Field, ObjectType } from 'type-graphql';

/**
 * A file the client offers to save (the admin CSV export, "my data"): the server suggests its name,
 * and each export type adds its content (`class ExportResult extends FileDownload { csvData }`).
 */
// Never returned itself, so never in the schema: only its subclasses are.
@ObjectType()
export abstract class FileDownload {
  @Field({ description: 'Suggested file name for the download.' }) filename: string;
}
